"use client";

import type { UseFormReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PhoneField } from "@/components/ui/phone-field";

/** The values of the Add/Edit Admin and Add/Edit User forms (lib/people/schemas.ts personFormSchema). */
export type PersonValues = { first_name: string; last_name: string; email: string; phone_number: string };

export const PERSON_FIELDS = ["first_name", "last_name", "email", "phone_number"] as const;

/** First Name, Last Name, E-mail (read-only when editing) and Phone (US phone input). */
export function PersonFields({ form, isEdit }: { form: UseFormReturn<PersonValues, unknown, unknown>; isEdit: boolean }) {
  const { register, control, formState } = form;
  const error = (name: keyof PersonValues) => formState.errors[name]?.message;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="first_name" label="First Name" error={error("first_name")} isRequired>
        {(aria) => <Input autoComplete="given-name" {...aria} {...register("first_name")} />}
      </Field>
      <Field id="last_name" label="Last Name" error={error("last_name")}>
        {(aria) => <Input autoComplete="family-name" {...aria} {...register("last_name")} />}
      </Field>
      <Field
        id="email"
        label="E-mail"
        error={error("email")}
        description={isEdit ? "The e-mail cannot be changed." : "An invitation to choose a password is sent here."}
        isRequired
      >
        {(aria) => (
          <Input
            type="email"
            autoComplete="email"
            readOnly={isEdit}
            className={isEdit ? "bg-muted text-muted-foreground" : undefined}
            {...aria}
            {...register("email")}
          />
        )}
      </Field>
      <PhoneField control={control} name="phone_number" label="Phone" error={error("phone_number")} isRequired />
    </div>
  );
}
