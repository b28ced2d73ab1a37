"use client";

import { Controller, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { PhoneInput } from "@/components/ui/phone-input";
import { FormField, fieldAria } from "./form-field";

/** The values of the Add/Edit Admin and Add/Edit User forms (lib/people/schemas.ts personFormSchema). */
export type PersonValues = { first_name: string; last_name: string; email: string; phone_number: string };

export const PERSON_FIELDS = ["first_name", "last_name", "email", "phone_number"] as const;

/** First Name, Last Name, E-mail (read-only when editing) and Phone (US phone input). */
export function PersonFields({ form, isEdit }: { form: UseFormReturn<PersonValues, unknown, unknown>; isEdit: boolean }) {
  const { register, control, formState } = form;
  const error = (name: keyof PersonValues) => formState.errors[name]?.message;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="first_name" label="First Name" error={error("first_name")} isRequired>
        <Input autoComplete="given-name" {...fieldAria("first_name", error("first_name"))} {...register("first_name")} />
      </FormField>
      <FormField id="last_name" label="Last Name" error={error("last_name")}>
        <Input autoComplete="family-name" {...fieldAria("last_name", error("last_name"))} {...register("last_name")} />
      </FormField>
      <FormField
        id="email"
        label="E-mail"
        error={error("email")}
        hint={isEdit ? "The e-mail cannot be changed." : "An invitation to choose a password is sent here."}
        isRequired
      >
        <Input
          type="email"
          autoComplete="email"
          readOnly={isEdit}
          className={isEdit ? "bg-muted text-muted-foreground" : undefined}
          {...fieldAria("email", error("email"), true)}
          {...register("email")}
        />
      </FormField>
      <FormField id="phone_number" label="Phone" error={error("phone_number")} isRequired>
        <Controller
          control={control}
          name="phone_number"
          render={({ field }) => (
            <PhoneInput
              {...fieldAria("phone_number", error("phone_number"))}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </FormField>
    </div>
  );
}
