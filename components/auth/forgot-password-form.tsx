"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { api, ApiError, errorMessage } from "@/lib/api/client";
import { RESET_SENT } from "@/lib/auth/messages";
import type { ForgotPasswordInput } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS } from "./styles";

/** SPEC §9: after the success toast, wait this long and go to /login. */
const REDIRECT_DELAY_MS = 2000;
const NOT_FOUND = "Invalid Email or User not found.";
const GENERIC_ERROR = "An error occurred. Please try again later.";

const resolver = lazyZodResolver<ForgotPasswordInput>(() => import("@/lib/auth/schemas").then((m) => m.forgotPasswordSchema));

/** `backToLoginLink` is server-rendered by the page (components/auth/auth-links.tsx). */
export function ForgotPasswordForm({ backToLoginLink }: { backToLoginLink: React.ReactNode }) {
  const router = useRouter();
  const [isSent, setIsSent] = React.useState(false);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver,
    defaultValues: { email: "" },
  });

  React.useEffect(() => {
    if (!isSent) return;
    const timer = window.setTimeout(() => router.push("/login"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSent, router]);

  async function onValid({ email }: ForgotPasswordInput) {
    try {
      const { message } = await api("forget-password", { method: "POST", body: { email } });
      toast.success(message || RESET_SENT);
      setIsSent(true);
    } catch (error) {
      const isNotFound = error instanceof ApiError && (error.status === 400 || error.status === 404);
      toast.error(errorMessage(error, isNotFound ? NOT_FOUND : GENERIC_ERROR));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-busy={formState.isSubmitting} className="grid gap-5">
      <Field id="email" label="Email" error={formState.errors.email?.message}>
        {(aria) => (
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            placeholder="you@company.com"
            className={AUTH_INPUT_CLASS}
            {...aria}
            {...register("email")}
          />
        )}
      </Field>

      <Button type="submit" size="lg" disabled={formState.isSubmitting || isSent} className={AUTH_BUTTON_CLASS}>
        {formState.isSubmitting ? "Sending..." : "Send"}
      </Button>
      {isSent ? (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Taking you back to the login page…
        </p>
      ) : null}

      {backToLoginLink}
    </form>
  );
}
