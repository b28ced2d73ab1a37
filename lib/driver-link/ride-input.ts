import { fieldError, parseOrThrow, validationError } from "@/lib/api/errors";
import { MILEAGE_FORMAT, STEP_RULE } from "./messages";
import { parseMileage } from "./mileage";
import { positionSchema, rideStatusSchema, type Position } from "./schemas";
import { z } from "zod";
import { filesOf, readPhotos, textOf, type Upload } from "./uploads";

/** A check-in or a delivery: mileage, notes and at least one photo (SPEC.md §5 "Driver pickup"). */
export type StepData = { mileage: number; notes: string; photos: Upload[] };

export type RideUpdate =
  | { ride_status: "checked_in"; step: StepData }
  | { ride_status: "ride_started"; position: Position }
  | { ride_status: "delivered"; step: StepData };

const MAX_NOTES = 2000;

type StepFields = { mileage: string; notes: string; photos: string };
const CHECK_IN: StepFields = { mileage: "checkin_mileage", notes: "damage_notes", photos: "vehicle_photo" };
const DELIVERY: StepFields = { mileage: "ending_mileage", notes: "delivery_notes", photos: "delivery_photos" };

/** Every missing field answers the spec's one message; then formats, then the photos' bytes (413/415). */
async function readStep(input: Record<string, unknown>, fields: StepFields): Promise<StepData> {
  const mileageText = textOf(input[fields.mileage]) ?? "";
  const notes = textOf(input[fields.notes])?.trim() ?? "";
  const files = filesOf(input[fields.photos]);
  const missing = [mileageText.trim() === "" && fields.mileage, notes === "" && fields.notes, files.length === 0 && fields.photos].filter(
    (f): f is string => Boolean(f),
  );
  if (missing.length > 0) throw validationError(Object.fromEntries(missing.map((f) => [f, [STEP_RULE]])));

  const mileage = parseMileage(mileageText);
  if (mileage === null) throw fieldError(fields.mileage, MILEAGE_FORMAT);
  if (notes.length > MAX_NOTES) throw fieldError(fields.notes, `Please keep the notes under ${MAX_NOTES} characters.`);
  return { mileage, notes, photos: await readPhotos(fields.photos, files) };
}

const rideStatusInput = z.object({ ride_status: rideStatusSchema });

/** The position of a well-formed location update (ride_status ride_started), else null (readRideUpdate then says why). */
export function positionUpdateOf(input: Record<string, unknown>): Position | null {
  if (textOf(input.ride_status) !== "ride_started") return null;
  const position = positionSchema.safeParse({
    current_latitude: textOf(input.current_latitude),
    current_longitude: textOf(input.current_longitude),
  });
  return position.success ? position.data : null;
}

/** PUT update-riding-details: the step named by ride_status, with its fields (SPEC.md §3 "Ride update"). */
export async function readRideUpdate(input: Record<string, unknown>): Promise<RideUpdate> {
  const { ride_status: status } = parseOrThrow(rideStatusInput, { ride_status: textOf(input.ride_status) });
  switch (status) {
    case "checked_in":
      return { ride_status: status, step: await readStep(input, CHECK_IN) };
    case "delivered":
      return { ride_status: status, step: await readStep(input, DELIVERY) };
    case "ride_started":
      return {
        ride_status: status,
        position: parseOrThrow(positionSchema, {
          current_latitude: textOf(input.current_latitude),
          current_longitude: textOf(input.current_longitude),
        }),
      };
  }
}
