import type { z } from "zod";
import { capturedAtSchema, partIdSchema, tripRefSchema } from "@/lib/driver-link/schemas";
import { coordinateSchema } from "@/lib/maps/coordinate-schema";

/** POST driver/arrive-at-pickup: the phone's id, when the driver pressed "I've arrived", and where the phone was. */
export const arriveAtPickupSchema = tripRefSchema.extend({
  id: partIdSchema,
  captured_at: capturedAtSchema,
  latitude: coordinateSchema("latitude", 90),
  longitude: coordinateSchema("longitude", 180),
});
export type ArriveAtPickup = z.infer<typeof arriveAtPickupSchema>;
