"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api, ApiError, errorMessage } from "@/lib/api/client";
import { forgotPasswordSchema, RESET_SENT, type ForgotPasswordInput } from "@/lib/auth/schemas";
import { AuthField, fieldAria } from "./auth-field";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS, AUTH_LINK_CLASS } from "./styles";

/** SPEC §9: after the success toast, wait this long and go to /login. */
const REDIRECT_DELAY_MS = 2000;
const NOT_FOUND = "Invalid Email or User not found.";
const GENERIC_ERROR = "An error occurred. Please try again later.";

export function ForgotPasswordForm() {
  const router = useRouter();
  const [isSent, setIsSent] = React.useState(false);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const emailError = formState.errors.email?.message;

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
      <AuthField id="email" label="Email" error={emailError}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          placeholder="you@company.com"
          className={AUTH_INPUT_CLASS}
          {...fieldAria("email", emailError)}
          {...register("email")}
        />
      </AuthField>

      <Button type="submit" size="lg" disabled={formState.isSubmitting || isSent} className={AUTH_BUTTON_CLASS}>
        {formState.isSubmitting ? "Sending..." : "Send"}
      </Button>
      {isSent ? (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Taking you back to the login page…
        </p>
      ) : null}

      <Link href="/login" className={`${AUTH_LINK_CLASS} inline-flex items-center justify-self-center gap-1.5 py-2 text-sm`}>
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to login
      </Link>
    </form>
  );
}
