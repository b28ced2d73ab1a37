"use client";

import * as React from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { api, errorMessage } from "@/lib/api/client";
import type { NewPasswordForm } from "@/lib/auth/schemas";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { decodeTokenPayload } from "@/lib/auth/token-payload";
import { AuthHeading } from "./auth-heading";
import { AuthSuccess } from "./auth-success";
import { FormAlert } from "./form-messages";
import { NewPasswordFields } from "./password-fields";
import { AUTH_BUTTON_CLASS, AUTH_LINK_CLASS } from "./styles";

const INVALID_TOKEN = "Invalid reset token.";
const FAILED = "Failed to reset password";

type LinkClaims = { email: string; id: number };

const resolver = lazyZodResolver<NewPasswordForm>(() => import("@/lib/auth/schemas").then((m) => m.newPasswordFormSchema));

/** SPEC §5: the screen reads the e-mail and id from the link's token; the server verifies it. */
function readLinkClaims(token: string): LinkClaims | null {
  const payload = token ? decodeTokenPayload(token) : null;
  const email = payload?.email;
  const id = Number(payload?.id);
  if (typeof email !== "string" || email.trim() === "" || !Number.isInteger(id) || id <= 0) return null;
  return { email, id };
}

export function SetPasswordForm({ token }: { token: string }) {
  const claims = React.useMemo(() => readLinkClaims(token), [token]);
  const [isDone, setIsDone] = React.useState(false);
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
  });

  if (!claims) return <InvalidLink />;
  if (isDone) {
    return (
      <AuthSuccess
        title="Password created"
        text="Your password has been created. You can now sign in with it."
        href="/login"
      />
    );
  }

  const { email, id } = claims;
  async function onValid({ password }: NewPasswordForm) {
    try {
      await api("set-password", { method: "PUT", body: { token, email, userId: id, password } });
      setIsDone(true);
    } catch (error) {
      toast.error(errorMessage(error, FAILED));
    }
  }

  return (
    <>
      <AuthHeading
        title="Set password"
        description={
          <>
            Choose a password for <span className="font-medium wrap-anywhere text-foreground">{email}</span>.
          </>
        }
      />
      <form noValidate onSubmit={handleSubmit(onValid)} aria-busy={formState.isSubmitting} className="grid gap-5">
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields
          passwordLabel="Password"
          password={register("password", { deps: "confirmPassword" })}
          confirmPassword={register("confirmPassword", { deps: "password" })}
          passwordError={formState.errors.password?.message}
          confirmError={formState.errors.confirmPassword?.message}
        />
        <Button type="submit" size="lg" disabled={formState.isSubmitting} className={AUTH_BUTTON_CLASS}>
          {formState.isSubmitting ? "Please wait..." : "Set Password"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Link expired?{" "}
          <Link href="/forgot-password" className={AUTH_LINK_CLASS}>
            Request a new one
          </Link>
        </p>
      </form>
    </>
  );
}

function InvalidLink() {
  return (
    <>
      <AuthHeading title="Set password" />
      <div className="grid gap-5">
        <FormAlert message={INVALID_TOKEN} />
        <p className="text-sm text-muted-foreground">
          The link you followed is incomplete or damaged. Ask for a new one and use the latest e-mail.
        </p>
        <ButtonLink href="/forgot-password" size="lg" className={AUTH_BUTTON_CLASS}>Request a new link</ButtonLink>
        <Link href="/login" className={`${AUTH_LINK_CLASS} justify-self-center py-2 text-sm`}>
          Back to login
        </Link>
      </div>
    </>
  );
}
