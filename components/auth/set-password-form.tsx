"use client";

import * as React from "react";
import Link from "next/link";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { setPasswordAction } from "@/lib/account/actions";
import { INVALID_RESET_TOKEN } from "@/lib/auth/messages";
import type { NewPasswordForm } from "@/lib/auth/schemas";
import type { OneTimeLink } from "@/lib/auth/one-time-token";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { linkClaims } from "@/lib/auth/token-payload";
import { AuthHeading } from "./auth-heading";
import { AuthSuccess } from "./auth-success";
import { FormAlert } from "./form-messages";
import { NewPasswordFields } from "./password-fields";
import { AUTH_BUTTON_CLASS, AUTH_LINK_CLASS } from "./styles";

const resolver = lazyZodResolver<NewPasswordForm>(() => import("@/lib/auth/schemas").then((m) => m.newPasswordFormSchema));

type SetPasswordFormProps = {
  token: string;
  /** A reset link updates a password, an invitation creates the first one. */
  kind: OneTimeLink["kind"];
  /** Why the link cannot be used (used, expired), said when it is opened. */
  refusal: OneTimeLink["refusal"];
};

/** SPEC §5: the screen reads the e-mail and id from the link's token; the server verifies it. */
export function SetPasswordForm({ token, kind, refusal }: SetPasswordFormProps) {
  const claims = React.useMemo(() => linkClaims(token), [token]);
  const { form, formProps, hiddenInputs, state, isPending } = useActionForm<NewPasswordForm>({
    action: setPasswordAction,
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
    hidden: { token },
  });
  const { register, formState } = form;

  if (!claims) return <InvalidLink />;
  if (state.ok) {
    return kind === "invitation" ? (
      <AuthSuccess title="Password created" text="Your password has been created. You can now sign in with it." href="/login" />
    ) : (
      <AuthSuccess title="Password updated" text="Your password has been updated. You can now sign in with it." href="/login" />
    );
  }
  if (refusal) return <InvalidLink message={refusal} />;
  // A refusal of the link (used, expired, too many tries) is said here as well as in the toast: before the script there is none.
  const linkRefusal = state.ok === false && !state.fieldErrors ? state.message : undefined;

  return (
    <>
      <AuthHeading
        title="Set password"
        description={
          <>
            Choose a password for <span className="font-medium wrap-anywhere text-foreground">{claims.email}</span>.
          </>
        }
      />
      <form {...formProps} className="grid gap-5">
        <FormAlert message={linkRefusal} />
        {hiddenInputs}
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={claims.email} readOnly hidden />
        <NewPasswordFields
          passwordLabel="Password"
          password={register("password", { deps: "confirmPassword" })}
          confirmPassword={register("confirmPassword", { deps: "password" })}
          passwordError={formState.errors.password?.message}
          confirmError={formState.errors.confirmPassword?.message}
        />
        <Button type="submit" size="lg" disabled={isPending} className={AUTH_BUTTON_CLASS}>
          {isPending ? "Please wait..." : "Set Password"}
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

function InvalidLink({ message }: { message?: string }) {
  return (
    <>
      <AuthHeading title="Set password" />
      <div className="grid gap-5">
        <FormAlert message={message ?? INVALID_RESET_TOKEN} />
        {message ? null : (
          <p className="text-sm text-muted-foreground">
            The link you followed is incomplete or damaged. Ask for a new one and use the latest e-mail.
          </p>
        )}
        <ButtonLink href="/forgot-password" size="lg" className={AUTH_BUTTON_CLASS}>
          Request a new link
        </ButtonLink>
        <Link href="/login" className={`${AUTH_LINK_CLASS} justify-self-center py-2 text-sm`}>
          Back to login
        </Link>
      </div>
    </>
  );
}
