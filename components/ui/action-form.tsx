"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
} from "react-hook-form";
import type { FormPayload, FormState } from "@/lib/forms/form-action";
import { toast } from "@/lib/toast";

/** register(), with the value in the server's HTML too, so the box is filled before the script runs. */
export type RegisterField<Fields extends FieldValues> = (
  name: Path<Fields>,
) => UseFormRegisterReturn<Path<Fields>> & { defaultValue?: string };

export type FormAction<Data = unknown> = (state: FormState<Data>, payload: FormPayload) => Promise<FormState<Data>>;

type ActionFormOptions<Fields extends FieldValues, Values, Data> = {
  /** The form's server action (lib/<domain>/actions.ts), which parses the same schema as the resolver. */
  action: FormAction<Data>;
  /** lazyZodResolver of the form's schema. */
  resolver: Resolver<Fields, unknown, Values>;
  defaultValues: DefaultValues<Fields>;
  /** Posted with the values but not typed (the record's id): hidden inputs before hydration, added to the values after. */
  hidden?: Record<string, string | number>;
  /** Sent with the values after hydration, read at the press: what the form holds outside react-hook-form (a chosen file). */
  attach?: () => Record<string, unknown>;
  /** Refresh the page's server data after a success (default); not when the success ended the session. */
  refresh?: boolean;
  /** After a success, before the refresh: close the dialog, reset the form; given what the action answered. */
  onSuccess?: (data: Data | undefined) => void;
};

function fieldErrorsOf<Fields extends FieldValues>(state: FormState<unknown>): FieldErrors<Fields> | undefined {
  if (!state.fieldErrors) return undefined;
  return Object.fromEntries(
    Object.entries(state.fieldErrors).map(([name, message]) => [name, { type: "server", message }]),
  ) as FieldErrors<Fields>;
}

/** The defaults, with the text a refused post typed in place of each (kept as strings only where the default is one). */
function withTyped<Fields extends FieldValues>(
  defaults: DefaultValues<Fields>,
  typed: Record<string, string> | undefined,
): DefaultValues<Fields> {
  if (!typed) return defaults;
  const kept = Object.entries(typed).filter(([name]) => typeof (defaults as Record<string, unknown>)[name] === "string");
  return { ...defaults, ...Object.fromEntries(kept) };
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
  hidden,
  attach,
  refresh = true,
  onSuccess,
}: ActionFormOptions<Fields, Values, Data>) {
  const router = useRouter();
  const [state, dispatch, isPending] = React.useActionState<FormState<Data>, FormPayload>(action, {});
  const errors = React.useMemo(() => fieldErrorsOf<Fields>(state), [state]);
  // A form posted before its script is rendered again by the server: it shows what was typed.
  const [initial] = React.useState(() => withTyped(defaultValues, state.values));
  // The schema is the action's, which also reads the hidden fields (the record's id): they are checked with the values.
  const withHidden: Resolver<Fields, unknown, Values> = (values, context, options) => resolver({ ...hidden, ...values }, context, options);
  const form = useForm<Fields, unknown, Values>({ resolver: withHidden, defaultValues: initial, errors });
  const registerField: RegisterField<Fields> = (name) => ({
    defaultValue: (initial as Record<string, unknown>)[name] as string | undefined,
    ...form.register(name),
  });

  const announce = React.useEffectEvent((answer: FormState<Data>) => {
    if (answer.ok === undefined) return;
    if (!answer.ok) {
      if (answer.message) toast.error(answer.message);
      return;
    }
    // A success the page confirms itself (a new password) answers no message: no toast. Posted before the
    // page's scripts, a success is mostly answered by going back to the page, whose flash says it
    // (lib/forms/form-action.ts); a form that stays (the webhook's secret) is told here.
    if (answer.message) toast.success(answer.message);
    onSuccess?.(answer.data);
    if (refresh) router.refresh();
  });
  // Each answer is a new object, also when the browser posted the form before hydration.
  React.useEffect(() => announce(state), [state]);

  const onSubmit = form.handleSubmit((values) => {
    React.startTransition(() => dispatch({ ...hidden, ...attach?.(), ...(values as Record<string, unknown>) }));
  });
  const hiddenInputs = Object.entries(hidden ?? {}).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);

  return {
    form,
    registerField,
    hiddenInputs,
    state,
    isPending,
    formProps: { action: dispatch, onSubmit, noValidate: true, "aria-busy": isPending } as const,
  };
}
