"use client";

import { Controller, useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { fieldId } from "./field-focus";
import { upperCased } from "./upper-case";
import type { WizardValues } from "./wizard-model";

export const SERVICE_OPTIONS = [
  { name: "deliver_washed", label: "Deliver washed", description: "The vehicle is washed before it is handed over." },
  { name: "deliver_full", label: "Deliver full", description: "The tank (or battery) is full on delivery." },
  { name: "send_driver_contact_info", label: "Send driver contact info", description: "The contacts receive the driver's name and phone." },
] as const;

/** Step 4: the service options. */
export function ServiceOptionsStep() {
  const { control } = useFormContext<WizardValues>();
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Service options</legend>
      {SERVICE_OPTIONS.map((option) => {
        const id = fieldId(option.name);
        return (
          <Controller
            key={option.name}
            control={control}
            name={option.name}
            render={({ field }) => (
              <div className="flex items-center justify-between gap-4 rounded-lg border p-4 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5">
                <div className="grid gap-1">
                  <Label htmlFor={id}>{option.label}</Label>
                  <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                    {option.description}
                  </p>
                </div>
                <Switch
                  id={id}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-describedby={`${id}-hint`}
                />
              </div>
            )}
          />
        );
      })}
    </fieldset>
  );
}

/** Step 5: notes for the company and for the driver. */
export function NotesStep() {
  const { register, formState } = useFormContext<WizardValues>();
  const note = (name: "empire_notes" | "driver_notes", label: string, hint: string) => {
    const id = fieldId(name);
    const error = formState.errors[name]?.message;
    return (
      <Field id={id} label={label} isOptional error={error} description={hint}>
        {(aria) => <Textarea rows={4} {...aria} {...upperCased(register(name))} />}
      </Field>
    );
  };
  return (
    <div className="grid gap-6">
      {note("empire_notes", "Notes for the company", "For the transport team; the driver does not see them.")}
      {note("driver_notes", "Driver notes", "Shown to the driver with the job.")}
    </div>
  );
}
