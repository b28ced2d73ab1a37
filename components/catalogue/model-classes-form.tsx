"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { saveModelClassesAction } from "@/lib/catalogue/actions";
import type { ModelClasses } from "@/lib/catalogue/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { DEFAULT_VEHICLE_CLASS, VEHICLE_CLASSES, VEHICLE_CLASS_LABELS, type VehicleClass } from "@/lib/vehicles/vehicle-classes";
import type { CatalogueMake } from "./vehicle-catalogue";

/** Flat names (`model_0`, `class_0`, ...) post the same before and after hydration; the schema pairs them. */
type ClassFields = Record<string, string>;

const resolver = lazyZodResolver<ClassFields, ModelClasses>(() => import("@/lib/catalogue/schemas").then((m) => m.modelClassesSchema));

/** Settings → catalogue: each model of the make with its vehicle class, which picks the rate card's surcharge. */
export function ModelClassesForm({ make }: { make: CatalogueMake }) {
  const initial: ClassFields = { id: String(make.id) };
  make.models.forEach((model, i) => {
    initial[`model_${i}`] = model;
    initial[`class_${i}`] = make.model_classes[model] ?? DEFAULT_VEHICLE_CLASS;
  });
  const { form, formProps, isPending } = useActionForm<ClassFields, ModelClasses>({
    action: saveModelClassesAction,
    resolver,
    defaultValues: initial,
  });
  const { register, formState } = form;
  const error = (formState.errors as Record<string, { message?: string } | undefined>).model_classes?.message;

  return (
    <form {...formProps} aria-label={`${make.make} vehicle classes`} className="grid gap-3">
      <input type="hidden" defaultValue={initial.id} {...register("id")} />
      <ul aria-label={`${make.make} models`} className="grid gap-2 sm:grid-cols-2">
        {make.models.map((model, i) => (
          <li key={model} className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-1.5 text-sm">
            <label htmlFor={`class-${make.id}-${i}`}>{model}</label>
            <input type="hidden" defaultValue={model} {...register(`model_${i}`)} />
            <NativeSelect id={`class-${make.id}-${i}`} defaultValue={initial[`class_${i}`]} {...register(`class_${i}`)}>
              {VEHICLE_CLASSES.map((c: VehicleClass) => (
                <option key={c} value={c}>
                  {VEHICLE_CLASS_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          </li>
        ))}
      </ul>
      <FieldMessage id={`classes-${make.id}-error`}>{error}</FieldMessage>
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={isPending}>
          {isPending ? "Please wait..." : "Save classes"}
        </Button>
      </div>
    </form>
  );
}
