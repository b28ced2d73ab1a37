"use client";

import * as React from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { loginAction } from "@/app/(auth)/login/actions";
import { Button } from "@/components/ui/button";
import { DeferredCheckbox as Checkbox } from "@/components/ui/deferred-checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { BOTH_REQUIRED } from "@/lib/auth/messages";
import type { loginSchema } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { AuthField } from "./auth-field";
import { FormAlert } from "./form-messages";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS } from "./styles";

const NO_RESULT = "Login failed. Please check your credentials.";
const LOGIN_ERROR = "An error occurred during login.";
const ALERT_ID = "login-alert";

type LoginFields = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

const resolver = lazyZodResolver<LoginFields, LoginValues>(() => import("@/lib/auth/schemas").then((m) => m.loginSchema));

/** Sign-in through the server action; the session cookie comes back on its response. */
export function LoginForm({ next, forgotPasswordLink }: { next?: string; forgotPasswordLink: React.ReactNode }) {
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = React.useState(false);
  const { register, control, handleSubmit, setFocus, formState } = useForm<LoginFields, unknown, LoginValues>({
    resolver,
    defaultValues: { email: "", password: "", remember: false },
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
      if (!result) return fail(NO_RESULT);
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
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={isBusy} className="grid gap-5">
      <FormAlert id={ALERT_ID} message={alert} />

      <AuthField id="email" label="Email">
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
          {...register("email", { deps: "password" })}
        />
      </AuthField>

      <AuthField id="password" label="Password">
        <PasswordInput
          id="password"
          autoComplete="current-password"
          className={AUTH_INPUT_CLASS}
          {...invalidIf(!password)}
          {...register("password", { deps: "email" })}
        />
      </AuthField>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <div className="flex min-h-11 items-center gap-2.5">
          <Controller
            control={control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                id="remember"
                name={field.name}
                ref={field.ref}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="size-5"
              />
            )}
          />
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
        By signing in you agree to the{" "}
        {/* SPEC §2: the Terms and Conditions link has no target yet. */}
        <span className="font-medium text-foreground underline underline-offset-4">Terms and Conditions</span>.
      </p>
    </form>
  );
}
