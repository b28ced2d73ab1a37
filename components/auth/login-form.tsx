"use client";

import * as React from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { loginFormAction, type LoginDone } from "@/lib/account/sign-in-action";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { BOTH_REQUIRED } from "@/lib/auth/messages";
import type { loginSchema } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { FormAlert } from "./form-messages";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS } from "./styles";

const ALERT_ID = "login-alert";

type LoginFields = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

const resolver = lazyZodResolver<LoginFields, LoginValues>(() => import("@/lib/auth/schemas").then((m) => m.loginSchema));

/**
 * Sign-in through the one form pattern. Before the page's scripts run the browser posts the form
 * to the action, which redirects; after, the action answers where to go and the page loads it whole.
 * The form's messages show in one alert above the fields (SPEC.md §5), and in the toast.
 */
export function LoginForm({ next, forgotPasswordLink }: { next?: string; forgotPasswordLink: React.ReactNode }) {
  const [isRedirecting, setIsRedirecting] = React.useState(false);
  const { form, registerField, hiddenInputs, formProps, state, isPending } = useActionForm<LoginFields, LoginValues, LoginDone>({
    action: loginFormAction,
    resolver,
    defaultValues: { email: "", password: "", remember: false },
    hidden: next ? { next } : undefined,
    refresh: false,
    onSuccess: (done) => {
      if (!done) return;
      setIsRedirecting(true);
      // A full load, so the server layout reads the new session cookie.
      window.location.assign(done.redirectTo);
    },
  });
  const { register, control, formState } = form;
  const [email, password] = useWatch({ control, name: ["email", "password"] });

  const formError = formState.errors.email?.message ?? formState.errors.password?.message;
  // The action's refusal until the next press: a new client check replaces it.
  const alert = formError ?? (state.ok === false && !isPending ? state.message : undefined);
  const isBothMissing = formError === BOTH_REQUIRED;
  const isBusy = isPending || isRedirecting;

  const invalidIf = (isEmpty: boolean) =>
    alert && (!isBothMissing || isEmpty) ? { "aria-invalid": true, "aria-describedby": ALERT_ID } : {};

  return (
    <form {...formProps} aria-busy={isBusy} className="grid gap-5">
      <FormAlert id={ALERT_ID} message={alert} />
      {hiddenInputs}

      <Field id="email" label="Email">
        <Input
          id="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@company.com"
          className={AUTH_INPUT_CLASS}
          {...invalidIf(!email?.trim())}
          {...registerField("email")}
          // Each field's check re-runs the other's: "both required" stands under both until both are filled.
          {...register("email", { deps: "password" })}
        />
      </Field>

      <Field id="password" label="Password">
        <PasswordInput
          id="password"
          autoComplete="current-password"
          className={AUTH_INPUT_CLASS}
          {...invalidIf(!password)}
          {...register("password", { deps: "email" })}
        />
      </Field>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex min-h-11 items-center gap-2.5">
          {/* A native checkbox: it works, and is sent, before the page's scripts have run. */}
          <input id="remember" type="checkbox" className="size-5 accent-primary" {...register("remember")} />
          <Label htmlFor="remember" className="py-2 font-normal">
            Remember me
          </Label>
        </div>
        {forgotPasswordLink}
      </div>

      <Button type="submit" size="lg" disabled={isBusy} className={AUTH_BUTTON_CLASS}>
        {isBusy ? "Logging in..." : "Login"}
      </Button>

      <p className="text-center text-xs text-muted-foreground">
        By signing in you agree to the {/* SPEC §2: the Terms and Conditions link has no target yet. */}
        <span className="font-medium text-foreground underline underline-offset-4">Terms and Conditions</span>.
      </p>
    </form>
  );
}
