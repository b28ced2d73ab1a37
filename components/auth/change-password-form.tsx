"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { api, ApiError, errorMessage } from "@/lib/api/client";
import type { changePasswordFormSchema } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { AuthHeading } from "./auth-heading";
import { AuthSuccess } from "./auth-success";
import { NewPasswordFields } from "./password-fields";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS } from "./styles";
import { RESET_FAILED } from "@/lib/auth/messages";

const UPDATED = "Your password has been successfully updated";

type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

const resolver = lazyZodResolver<ChangePasswordValues>(() => import("@/lib/auth/schemas").then((m) => m.changePasswordFormSchema));

/** The signed-in user's password change (/reset-password). */
/** `backToDashboardLink` is server-rendered by the page (components/auth/auth-links.tsx). */
export function ChangePasswordForm({ backToDashboardLink }: { backToDashboardLink: React.ReactNode }) {
  const router = useRouter();
  const [isDone, setIsDone] = React.useState(false);
  const { register, handleSubmit, setError, formState } = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });

  if (isDone) {
    // The server ended every session of the user, this one included.
    return <AuthSuccess title="Password updated" text={`${UPDATED}. Please sign in again.`} href="/login" />;
  }

  async function onValid({ currentPassword, password }: ChangePasswordValues) {
    try {
      const { message } = await api("reset-password", { method: "PUT", body: { currentPassword, password } });
      toast.success(message || UPDATED);
      setIsDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        router.replace(`/login?next=${encodeURIComponent("/reset-password")}`);
        return;
      }
      const message = errorMessage(error, RESET_FAILED);
      const field = error instanceof ApiError ? error.errors?.currentPassword?.[0] : undefined;
      if (field) setError("currentPassword", { message: field }, { shouldFocus: true });
      toast.error(message);
    }
  }

  return (
    <>
      <AuthHeading title="Reset password" description="Choose a new password. You will sign in again with it afterwards." />
      <form noValidate onSubmit={handleSubmit(onValid)} aria-busy={formState.isSubmitting} className="grid gap-5">
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
        <Button type="submit" size="lg" disabled={formState.isSubmitting} className={AUTH_BUTTON_CLASS}>
          {formState.isSubmitting ? "Please wait..." : "Reset Password"}
        </Button>
        {backToDashboardLink}
      </form>
    </>
  );
}
