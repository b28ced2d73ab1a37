"use client";

import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { loginAction, loginFormAction } from "@/lib/auth/actions";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { BOTH_REQUIRED, LOGIN_ERROR, LOGIN_FAILED } from "@/lib/auth/messages";
import type { loginSchema } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { FormAlert } from "./form-messages";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS } from "./styles";

const ALERT_ID = "login-alert";

type LoginFields = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

const resolver = lazyZodResolver<LoginFields, LoginValues>(() => import("@/lib/auth/schemas").then((m) => m.loginSchema));

/**
 * Sign-in through the server action; the session cookie comes back on its response. Before the
 * page's scripts run, the browser posts the form to the action's form twin, which redirects.
 */
export function LoginForm({ next, forgotPasswordLink }: { next?: string; forgotPasswordLink: React.ReactNode }) {
  const [posted, formAction] = React.useActionState(loginFormAction, {});
  const [serverError, setServerError] = React.useState<string | null>(posted.error ?? null);
  const [isRedirecting, setIsRedirecting] = React.useState(false);
  const { register, control, handleSubmit, setFocus, formState } = useForm<LoginFields, unknown, LoginValues>({
    resolver,
    defaultValues: { email: posted.email ?? "", password: "", remember: false },
    shouldFocusError: false,
  });
  const [email, password] = useWatch({ control, name: ["email", "password"] });

  const formError = formState.errors.email?.message ?? formState.errors.password?.message;
  const alert = formError ?? serverError;
  const isBothMissing = formError === BOTH_REQUIRED;
  const isBusy = formState.isSubmitting || isRedirecting;

  function fail(message: string) {
    setServerError(message);
    toast.error(message);
  }

  async function onValid(values: LoginValues) {
    setServerError(null);
    try {
      const result = await loginAction({
        email: values.email,
        password: values.password,
        remember: Boolean(values.remember),
        next,
      });
      if (!result) return fail(LOGIN_FAILED);
      if ("error" in result) return fail(result.error || LOGIN_ERROR);
      setIsRedirecting(true);
      // A full load, so the server layout reads the new session cookie.
      window.location.assign(result.redirectTo);
    } catch {
      fail(LOGIN_ERROR);
    }
  }

  function onInvalid() {
    setServerError(null);
    setFocus(email?.trim() ? "password" : "email");
  }

  const invalidIf = (isEmpty: boolean) =>
    alert && (!isBothMissing || isEmpty) ? { "aria-invalid": true, "aria-describedby": ALERT_ID } : {};

  return (
    <form
      noValidate
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(onValid, onInvalid)(event);
      }}
      aria-busy={isBusy}
      className="grid gap-5"
    >
      <FormAlert id={ALERT_ID} message={alert} />
      {next ? <input type="hidden" name="next" value={next} /> : null}

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
          defaultValue={posted.email}
          {...invalidIf(!email?.trim())}
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
