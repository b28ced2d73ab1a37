"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/account/actions";
import type { ForgotPasswordInput } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS } from "./styles";

/** SPEC §9: after the success toast, wait this long and go to /login. */
const REDIRECT_DELAY_MS = 2000;

const resolver = lazyZodResolver<ForgotPasswordInput>(() => import("@/lib/auth/schemas").then((m) => m.forgotPasswordSchema));

/** `backToLoginLink` is server-rendered by the page (components/auth/auth-links.tsx). */
export function ForgotPasswordForm({ backToLoginLink }: { backToLoginLink: React.ReactNode }) {
  const router = useRouter();
  const { registerField, formProps, form, state, isPending } = useActionForm<ForgotPasswordInput>({
    action: forgotPasswordAction,
    resolver,
    defaultValues: { email: "" },
  });
  const isSent = state.ok === true;

  React.useEffect(() => {
    if (!isSent) return;
    const timer = window.setTimeout(() => router.push("/login"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSent, router]);

  return (
    <form {...formProps} className="grid gap-5">
      <Field id="email" label="Email" error={form.formState.errors.email?.message}>
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
            {...registerField("email")}
          />
        )}
      </Field>

      <Button type="submit" size="lg" disabled={isPending || isSent} className={AUTH_BUTTON_CLASS}>
        {isPending ? "Sending..." : "Send"}
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
