import { z } from "zod";
import { idField, requiredText } from "@/lib/forms/fields";
import { VEHICLE_CLASSES } from "@/lib/vehicles/vehicle-classes";

export const ADD_ONE_MODEL = "Please add at least one model.";

/**
 * Models arrive as a list or a comma-joined string (SPEC.md §3); stored as a list, trimmed,
 * blanks dropped (SPEC.md §5) and repeats (case-insensitive) kept once.
 */
export function normaliseModels(value: unknown): string[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === "string" ? item.split(",") : typeof item === "number" ? [String(item)] : [],
  );
  const seen = new Set<string>();
  const models: string[] = [];
  for (const part of parts) {
    const model = part.trim().replace(/\s+/g, " ");
    if (model && !seen.has(model.toLowerCase())) {
      seen.add(model.toLowerCase());
      models.push(model);
    }
  }
  return models;
}

/** Settings: add a make / edit a make and its models. */
export const vehicleMakeFormSchema = z.object({
  make: requiredText("Please enter make.", 100),
  models: z.preprocess(
    normaliseModels,
    z.array(z.string().max(100, "A model name is at most 100 characters.")).min(1, ADD_ONE_MODEL).max(500, "At most 500 models."),
  ),
});
export type VehicleMakeForm = z.infer<typeof vehicleMakeFormSchema>;

/** PUT /update-vehicle-make-model. */
export const updateVehicleMakeSchema = vehicleMakeFormSchema.extend({ id: idField("Vehicle make ID is required.") });

const CLASS_RULE = "Choose a vehicle class: sedan, SUV, pickup, van or electric.";

/**
 * The classes form posts pairs `model_<i>` / `class_<i>` (flat names work before the page's
 * scripts as after); the API sends `model_classes: { "<model>": "<class>" }`. Both read as the latter.
 */
function pairsAsClasses(value: unknown): unknown {
  if (!value || typeof value !== "object" || "model_classes" in value) return value;
  const fields = value as Record<string, unknown>;
  const modelClasses: Record<string, unknown> = {};
  for (const [key, model] of Object.entries(fields)) {
    const index = /^model_(\d+)$/.exec(key)?.[1];
    if (index !== undefined && typeof model === "string") modelClasses[model] = fields[`class_${index}`];
  }
  return { id: fields.id, model_classes: modelClasses };
}

/** PUT admin/update-vehicle-classes and the catalogue's classes form: some or all of a make's models' classes. */
export const modelClassesSchema = z.preprocess(
  pairsAsClasses,
  z.object({
    id: idField("Vehicle make ID is required."),
    model_classes: z.record(z.string().max(100), z.enum(VEHICLE_CLASSES, { error: CLASS_RULE }), {
      error: "model_classes must name each model's class.",
    }),
  }),
);
export type ModelClasses = z.infer<typeof modelClassesSchema>;
