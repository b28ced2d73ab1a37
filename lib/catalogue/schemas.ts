import { z } from "zod";
import { idField, requiredText } from "@/lib/forms/fields";

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
