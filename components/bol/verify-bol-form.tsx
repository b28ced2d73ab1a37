"use client";

import * as React from "react";
import { BadgeCheckIcon } from "lucide-react";
import { FormAlert } from "@/components/auth/form-messages";
import { AUTH_BUTTON_CLASS, AUTH_INPUT_CLASS } from "@/components/auth/styles";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { LocalTime } from "@/components/ui/local-time";
import type { BolVerification, VerifyBolState } from "@/lib/bol/verify-bol";
import { fileProblem } from "@/lib/bol/verify-rules";

const FILE_ID = "bol-file";

type VerifyBolFormProps = {
  number: string;
  /**
   * The page's server action (lib/bol/actions.ts verifyBolFormAction), handed down by the page
   * rather than imported here. A client module that imports a server action puts Next's
   * action-calling modules in its page's client entry; imported here, Turbopack moved those out
   * of Next's framework chunk into a chunk of their own, which every page then loaded
   * (+0.27 kB gzipped each; bench/README.md, eleventh session). A prop comes in the page's payload.
   */
  action: (previous: VerifyBolState, form: FormData) => Promise<VerifyBolState>;
};

/**
 * The PDF upload of /verify/BOL-{jobId}. A real multipart form posting to the server action, so
 * it works before the scripts run; once they have, a missing or oversize file is said at once
 * instead of being uploaded.
 */
export function VerifyBolForm({ number, action }: VerifyBolFormProps) {
  const [state, formAction, isPending] = React.useActionState<VerifyBolState, FormData>(action, { status: "idle" });
  const [localError, setLocalError] = React.useState<string | null>(null);
  const error = localError ?? (state.status === "refused" ? state.error : null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const problem = fileProblem(new FormData(event.currentTarget).get("file"));
    setLocalError(problem);
    if (problem) event.preventDefault();
  }

  return (
    <div className="grid gap-5">
      <form action={formAction} onSubmit={onSubmit} aria-busy={isPending} className="grid gap-5">
        <input type="hidden" name="number" value={number} />
        <Field id={FILE_ID} label="PDF file" error={error ?? undefined}>
          {(control) => (
            <Input
              {...control}
              type="file"
              name="file"
              accept="application/pdf"
              className={`${AUTH_INPUT_CLASS} py-2`}
              onChange={() => setLocalError(null)}
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={isPending} className={AUTH_BUTTON_CLASS}>
          {isPending ? "Verifying..." : "Verify"}
        </Button>
      </form>
      <div aria-live="polite">{localError || isPending ? null : <Verdict state={state} number={number} />}</div>
    </div>
  );
}

function Verdict({ state, number }: { state: VerifyBolState; number: string }) {
  if (state.status === "issued") return <Issued bol={state.bol} />;
  if (state.status !== "not-issued") return null;
  return <FormAlert message={`This file is not an issued version of ${number}.`} />;
}

function Issued({ bol }: { bol: BolVerification }) {
  const { year, make, model } = bol.vehicle;
  return (
    <div className="flex items-start gap-2 rounded-md border border-success/30 bg-success/5 px-3 py-2.5 text-sm text-success">
      <BadgeCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        This is version {bol.version} of {bol.number}, issued <LocalTime value={bol.issued_at} />. Vehicle: {year} {make} {model}.
      </p>
    </div>
  );
}
