"use client";

import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { VehicleMakeForm } from "@/lib/catalogue/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { ModelsEditor } from "./models-editor";

export type MakeValues = { make: string; models: string[] };

const resolver = lazyZodResolver<MakeValues, VehicleMakeForm>(() => import("@/lib/catalogue/schemas").then((m) => m.vehicleMakeFormSchema));

type MakeFormProps = {
  initial: MakeValues;
  submitLabel: string;
  /** Called with the checked values (models trimmed, blanks dropped); shows its own failure. */
  onSave: (values: VehicleMakeForm) => Promise<void>;
  onCancel?: () => void;
  cancelHref?: string;
};

/** A make and its models: Add vehicle and the catalogue's inline edit (SPEC.md §5 "Vehicle catalogue"). */
export function MakeForm({ initial, submitLabel, onSave, onCancel, cancelHref }: MakeFormProps) {
  const form = useForm<MakeValues, unknown, VehicleMakeForm>({
    resolver,
    defaultValues: initial,
  });
  const { register, control, setValue, formState, handleSubmit } = form;
  const models = useWatch({ control, name: "models" });
  const modelsError = formState.errors.models?.message ?? formState.errors.models?.root?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} aria-busy={formState.isSubmitting} className="grid gap-6">
      <Field id="make" label="Make" error={formState.errors.make?.message} isRequired className="max-w-md">
        {(aria) => <Input maxLength={100} placeholder="e.g. Toyota" {...aria} {...register("make")} />}
      </Field>
      <ModelsEditor
        models={models}
        error={modelsError}
        onChange={(next) => setValue("models", next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
      />
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        {cancelHref ? (
          <ButtonLink href={cancelHref} variant="outline">
            Cancel
          </ButtonLink>
        ) : onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={formState.isSubmitting} className="sm:min-w-28">
          {formState.isSubmitting ? "Please wait..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
