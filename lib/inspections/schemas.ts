/**
 * The parts of an inspection as the phone sends them (DECISIONS.md "Condition reports"). Each
 * part carries an id made on the phone and its capture time, so it can be sent on its own, in
 * any order, and twice without being stored twice. JSON bodies, except the photo (multipart).
 */
import { z } from "zod";
import { recordIdSchema, wholeNumberSchema } from "@/lib/api/record-id";
import { capturedAtSchema, partIdSchema, rideRefSchema } from "@/lib/driver-link/schemas";
import { MAX_MILEAGE } from "@/lib/driver-link/mileage";
import { MILEAGE_FORMAT, ODOMETER_REQUIRED } from "@/lib/driver-link/messages";
import { coordinateSchema } from "@/lib/maps/coordinate-schema";
import {
  DAMAGE_AREAS,
  DAMAGE_SEVERITIES,
  DAMAGE_TYPES,
  DIAGRAM_VIEWS,
  FUEL_EIGHTHS_MAX,
  INSPECTION_KINDS,
  LIMITING_CONDITIONS,
  PHOTO_PLACES,
  PHOTO_SLOT_IDS,
  type DamageArea,
  type DamageSeverity,
  type DamageType,
  type LimitingCondition,
} from "./vocabulary";
import { signerProblems } from "./completeness";
import { DAMAGE_NEEDS_PHOTO, SLOT_OUTSIDE, VIN_FORMAT } from "./messages";

const keys = <K extends string>(record: Record<K, string>) => Object.keys(record) as [K, ...K[]];

/** The job, driver and inspection every part names. */
export const inspectionRefSchema = rideRefSchema.extend({
  kind: z.enum(INSPECTION_KINDS, { error: "kind must be pickup or delivery." }),
});
export type InspectionRef = z.infer<typeof inspectionRefSchema>;

export const vinCheckSchema = rideRefSchema.extend({
  vin: z
    .string({ error: VIN_FORMAT })
    .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
    .refine((v) => v.length === 6 || v.length === 17, VIN_FORMAT),
});

const optionalCoordinate = (name: string, limit: 90 | 180) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), coordinateSchema(name, limit).optional());

/** The text fields of PUT inspection-photo (the file is `photo`). */
export const photoPartSchema = inspectionRefSchema.extend({
  id: partIdSchema,
  place: z.enum(PHOTO_PLACES, { error: `place must be one of ${PHOTO_PLACES.join(", ")}.` }),
  sha256: z
    .string({ error: "sha256 is required." })
    .transform((s) => s.toLowerCase())
    .refine((s) => /^[0-9a-f]{64}$/.test(s), "sha256 must be 64 hexadecimal digits."),
  captured_at: capturedAtSchema,
  latitude: optionalCoordinate("latitude", 90),
  longitude: optionalCoordinate("longitude", 180),
});

/** Where on the diagram, as a fraction of its width or height: a JSON number (no text, true or "" read as 0 or 1). */
const diagramFraction = (name: string) => {
  const message = `${name} must be a number from 0 to 1.`;
  return z.number({ error: message }).min(0, message).max(1, message);
};

export const damagePartSchema = inspectionRefSchema.extend({
  id: partIdSchema,
  view: z.enum(DIAGRAM_VIEWS, { error: "view must be top or side." }),
  x: diagramFraction("x"),
  y: diagramFraction("y"),
  area: z.enum(keys<DamageArea>(DAMAGE_AREAS), { error: "Choose the damaged area." }),
  type: z.enum(keys<DamageType>(DAMAGE_TYPES), { error: "Choose the type of damage." }),
  severity: z.enum(keys<DamageSeverity>(DAMAGE_SEVERITIES), { error: "Choose how severe the damage is." }),
  photo_ids: z.array(partIdSchema, { error: DAMAGE_NEEDS_PHOTO }).min(1, DAMAGE_NEEDS_PHOTO).max(10),
  captured_at: capturedAtSchema,
});

export const removeDamageSchema = inspectionRefSchema.extend({ id: partIdSchema });

const odometerSchema = wholeNumberSchema({ min: 0, max: MAX_MILEAGE, required: ODOMETER_REQUIRED, invalid: MILEAGE_FORMAT });

const smallCount = (name: string, max: number) =>
  wholeNumberSchema({ min: 0, max, required: `${name} is required.`, invalid: `${name} must be a whole number from 0 to ${max}.` });

/** Odometer, fuel (eighths) or charge (percent, Electric), keys, loose items, limiting conditions, and "No damage". */
export const readingsPartSchema = inspectionRefSchema.extend({
  id: partIdSchema,
  odometer: odometerSchema,
  fuel_eighths: z.preprocess((v) => (v === "" || v === null ? undefined : v), smallCount("fuel_eighths", FUEL_EIGHTHS_MAX).optional()),
  charge_percent: z.preprocess((v) => (v === "" || v === null ? undefined : v), smallCount("charge_percent", 100).optional()),
  keys_count: smallCount("keys_count", 20),
  loose_items: z.string().trim().max(500, "Please keep the loose items under 500 characters.").default(""),
  conditions: z
    .array(z.enum(keys<LimitingCondition>(LIMITING_CONDITIONS)))
    .max(5)
    .default([]),
  conditions_other: z.string().trim().max(200, "Please keep the other condition under 200 characters.").default(""),
  no_damage: z.boolean({ error: "no_damage must be true or false." }).default(false),
  captured_at: capturedAtSchema,
});

/** A stroke: at most 2,000 points, each [x, y] as fractions of the pad. */
const strokeSchema = z.array(z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)])).max(2000);

export const signPartSchema = inspectionRefSchema
  .extend({
    id: partIdSchema,
    customer_unavailable: z.boolean().default(false),
    signer_name: z.string().trim().max(100, "Please keep the name under 100 characters.").default(""),
    strokes: z.array(strokeSchema).max(200).default([]),
    attestation: z.string().trim().max(500).default(""),
    /** The driver signs too, as the carrier's agent (the BOL's carrier signature), whoever else signs or not. */
    driver_name: z.string().trim().max(100, "Please keep the name under 100 characters.").default(""),
    driver_strokes: z.array(strokeSchema).max(200).default([]),
    captured_at: capturedAtSchema,
  })
  .superRefine((part, ctx) => {
    for (const { field, message } of signerProblems(part)) ctx.addIssue({ code: "custom", path: [field], message });
  });

/** PUT admin/update-inspection-slots: a company's required photo slots (odometer always). */
export const inspectionSlotsSchema = z.object({
  company_id: recordIdSchema({ required: "company_id is required.", invalid: "company_id must be an id." }),
  slots: z
    .array(z.enum(PHOTO_SLOT_IDS, { error: "slots must be a list of photo slots." }), { error: "slots must be a list of photo slots." })
    .refine((s) => s.includes("odometer"), SLOT_OUTSIDE)
    .transform((s) => [...new Set(s)]),
});

export type InspectionSlots = z.infer<typeof inspectionSlotsSchema>;

export const addendumSchema = z.object({
  job_id: recordIdSchema({ required: "job_id is required.", invalid: "job_id must be an id." }),
  kind: inspectionRefSchema.shape.kind,
  text: z
    .string({ error: "Please write the addendum." })
    .trim()
    .min(1, "Please write the addendum.")
    .max(2000, "Please keep the addendum under 2000 characters."),
});
export type Addendum = z.infer<typeof addendumSchema>;
