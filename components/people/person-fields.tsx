"use client";

import type { UseFormReturn } from "react-hook-form";
import type { RegisterField } from "@/components/ui/action-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PhoneField } from "@/components/ui/phone-field";

/** The values of the Add/Edit Admin and Add/Edit User forms (lib/people/schemas.ts personFormSchema). */
export type PersonValues = { first_name: string; last_name: string; email: string; phone_number: string };

type PersonFieldsProps = {
  form: UseFormReturn<PersonValues, unknown, unknown>;
  registerField: RegisterField<PersonValues>;
  isEdit: boolean;
};

/** First Name, Last Name, E-mail (read-only when editing) and Phone (US phone input). */
export function PersonFields({ form, registerField, isEdit }: PersonFieldsProps) {
  const { control, formState } = form;
  const error = (name: keyof PersonValues) => formState.errors[name]?.message;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="first_name" label="First Name" error={error("first_name")} isRequired>
        {(aria) => <Input autoComplete="given-name" {...aria} {...registerField("first_name")} />}
      </Field>
      <Field id="last_name" label="Last Name" error={error("last_name")}>
        {(aria) => <Input autoComplete="family-name" {...aria} {...registerField("last_name")} />}
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
            {...registerField("email")}
          />
        )}
      </Field>
      <PhoneField control={control} name="phone_number" label="Phone" error={error("phone_number")} isRequired />
    </div>
  );
}
