"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import type { FormPayload, FormState } from "@/lib/forms/form-action";
import { toast } from "@/lib/toast";

export type FormAction<Data = unknown> = (state: FormState<Data>, payload: FormPayload) => Promise<FormState<Data>>;

type ActionFormOptions<Fields extends FieldValues, Values, Data> = {
  /** The form's server action (lib/<domain>/actions.ts), which parses the same schema as the resolver. */
  action: FormAction<Data>;
  /** lazyZodResolver of the form's schema. */
  resolver: Resolver<Fields, unknown, Values>;
  defaultValues: DefaultValues<Fields>;
  /** After a success, before the refresh: close the dialog, reset the form; given what the action answered. */
  onSuccess?: (data: Data | undefined) => void;
};

function fieldErrorsOf<Fields extends FieldValues>(state: FormState<unknown>): FieldErrors<Fields> | undefined {
  if (!state.fieldErrors) return undefined;
  return Object.fromEntries(
    Object.entries(state.fieldErrors).map(([name, message]) => [name, { type: "server", message }]),
  ) as FieldErrors<Fields>;
}

/**
 * The one way to submit a form. Spread `formProps` on a <form>: before the page's scripts run the
 * browser posts it to the server action; once hydrated, react-hook-form validates with the schema
 * and sends the values to the same action. The action's answer is shown in a toast (and under the
 * fields it names), and a success refreshes the page's server data.
 */
export function useActionForm<Fields extends FieldValues, Values = Fields, Data = unknown>({
  action,
  resolver,
  defaultValues,
  onSuccess,
}: ActionFormOptions<Fields, Values, Data>) {
  const router = useRouter();
  const [state, dispatch, isPending] = React.useActionState<FormState<Data>, FormPayload>(action, {});
  const errors = React.useMemo(() => fieldErrorsOf<Fields>(state), [state]);
  const form = useForm<Fields, unknown, Values>({ resolver, defaultValues, errors });

  const announce = React.useEffectEvent((answer: FormState<Data>) => {
    if (!answer.message) return;
    if (!answer.ok) return toast.error(answer.message);
    toast.success(answer.message);
    onSuccess?.(answer.data);
    router.refresh();
  });
  // Each answer is a new object, also when the browser posted the form before hydration.
  React.useEffect(() => announce(state), [state]);

  const onSubmit = form.handleSubmit((values) => {
    React.startTransition(() => dispatch(values as Record<string, unknown>));
  });

  return {
    form,
    state,
    isPending,
    formProps: { action: dispatch, onSubmit, noValidate: true, "aria-busy": isPending } as const,
  };
}
