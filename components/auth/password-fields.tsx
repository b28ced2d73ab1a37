"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { AUTH_INPUT_CLASS } from "./styles";

/** The rule of lib/auth/password.ts, said before the user trips over it. */
const PASSWORD_HINT =
  "At least 8 characters, with one uppercase letter and one of @ $ ! % * ? &. Use only letters, digits and those characters.";

type NewPasswordFieldsProps = {
  passwordLabel: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
};

/** The new password and its confirmation (ids password, confirmPassword), shared by two forms. */
export function NewPasswordFields({ passwordLabel, password, confirmPassword, passwordError, confirmError }: NewPasswordFieldsProps) {
  return (
    <>
      <Field id="password" label={passwordLabel} error={passwordError} description={PASSWORD_HINT}>
        {(aria) => <PasswordInput autoComplete="new-password" className={AUTH_INPUT_CLASS} {...aria} {...password} />}
      </Field>
      <Field id="confirmPassword" label="Confirm Password" error={confirmError}>
        {(aria) => <PasswordInput autoComplete="new-password" className={AUTH_INPUT_CLASS} {...aria} {...confirmPassword} />}
      </Field>
    </>
  );
}
