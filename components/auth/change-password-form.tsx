"use client";

import type * as React from "react";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { changePasswordAction } from "@/lib/account/actions";
import { PASSWORD_UPDATED } from "@/lib/auth/messages";
import type { changePasswordFormSchema } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { AuthHeading } from "./auth-heading";
import { AuthSuccess } from "./auth-success";
import { NewPasswordFields } from "./password-fields";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS } from "./styles";

type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

const resolver = lazyZodResolver<ChangePasswordValues>(() => import("@/lib/auth/schemas").then((m) => m.changePasswordFormSchema));

/** The signed-in user's password change (/reset-password). */
/** `backToDashboardLink` is server-rendered by the page (components/auth/auth-links.tsx). */
export function ChangePasswordForm({ backToDashboardLink }: { backToDashboardLink: React.ReactNode }) {
  const { form, formProps, state, isPending } = useActionForm<ChangePasswordValues>({
    action: changePasswordAction,
    resolver,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    // The change ended every session of the user, this one included: a refresh would leave for the sign-in.
    refresh: false,
  });
  const { register, formState } = form;

  if (state.ok) return <AuthSuccess title="Password updated" text={`${PASSWORD_UPDATED}. Please sign in again.`} href="/login" />;

  return (
    <>
      <AuthHeading title="Reset password" description="Choose a new password. You will sign in again with it afterwards." />
      <form {...formProps} className="grid gap-5">
        <Field id="currentPassword" label="Current Password" error={formState.errors.currentPassword?.message}>
          {(aria) => (
            <PasswordInput autoComplete="current-password" className={AUTH_INPUT_CLASS} {...aria} {...register("currentPassword")} />
          )}
        </Field>
        <NewPasswordFields
          passwordLabel="New Password"
          password={register("password", { deps: "confirmPassword" })}
          confirmPassword={register("confirmPassword", { deps: "password" })}
          passwordError={formState.errors.password?.message}
          confirmError={formState.errors.confirmPassword?.message}
        />
        <Button type="submit" size="lg" disabled={isPending} className={AUTH_BUTTON_CLASS}>
          {isPending ? "Please wait..." : "Reset Password"}
        </Button>
        {backToDashboardLink}
      </form>
    </>
  );
}
