"use client";

import * as React from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { setPasswordAction, setPasswordFormAction, type SetPasswordState } from "@/lib/auth/actions";
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

/**
 * SPEC §5: the screen reads the e-mail and id from the link's token; the server verifies it.
 * Sent by its script once hydrated; before that the browser posts it to the server action.
 */
export function SetPasswordForm({ token, kind, refusal }: SetPasswordFormProps) {
  const claims = React.useMemo(() => linkClaims(token), [token]);
  const [posted, formAction] = React.useActionState(setPasswordFormAction, {});
  const [sent, setSent] = React.useState<SetPasswordState>({});
  const result = sent.done || sent.error || sent.fieldErrors ? sent : posted;
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
  });

  if (!claims) return <InvalidLink />;
  if (result.done) {
    return kind === "invitation" ? (
      <AuthSuccess title="Password created" text="Your password has been created. You can now sign in with it." href="/login" />
    ) : (
      <AuthSuccess title="Password updated" text="Your password has been updated. You can now sign in with it." href="/login" />
    );
  }
  if (refusal) return <InvalidLink message={refusal} />;

  async function onValid(fields: NewPasswordForm) {
    const answer = await setPasswordAction(token, fields);
    if (answer.error) toast.error(answer.error);
    setSent(answer);
  }

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
      <form
        noValidate
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit(onValid)(event);
        }}
        aria-busy={formState.isSubmitting}
        className="grid gap-5"
      >
        {/* Once hydrated, a refusal is a toast (SPEC §8); posted by the browser, it is said here. */}
        <FormAlert message={result === posted ? posted.error : undefined} />
        <input type="hidden" name="token" value={token} />
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={claims.email} readOnly hidden />
        <NewPasswordFields
          passwordLabel="Password"
          password={register("password", { deps: "confirmPassword" })}
          confirmPassword={register("confirmPassword", { deps: "password" })}
          passwordError={formState.errors.password?.message ?? result.fieldErrors?.password}
          confirmError={formState.errors.confirmPassword?.message ?? result.fieldErrors?.confirmPassword}
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
