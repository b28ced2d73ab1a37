"use client";

import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Field } from "./field";
import { PhoneInput } from "./phone-input";

type PhoneFieldProps<Values extends FieldValues, Context, Transformed> = {
  control: Control<Values, Context, Transformed>;
  name: FieldPath<Values>;
  label: string;
  /** The control's id (its name when left out). */
  id?: string;
  /** The message to show; left out, the field's own from the form's schema. */
  error?: string;
  isRequired?: boolean;
};

/** The one phone field of every form: its label and message (Field) around the phone input, bound to react-hook-form. */
export function PhoneField<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  label,
  id = name,
  error,
  isRequired,
}: PhoneFieldProps<Values, Context, Transformed>) {
  return (
    <Controller<Values, FieldPath<Values>, Transformed>
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} error={error ?? fieldState.error?.message} isRequired={isRequired}>
          {(aria) => (
            <PhoneInput {...aria} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          )}
        </Field>
      )}
    />
  );
}
