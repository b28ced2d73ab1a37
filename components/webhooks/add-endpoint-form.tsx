"use client";

import * as React from "react";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { addEndpointAction, type AddedEndpoint } from "@/lib/webhooks/actions";
import type { AddWebhookEndpoint } from "@/lib/webhooks/schemas";
import { EventCheckboxes } from "./event-checkboxes";
import { SecretReveal } from "./secret-reveal";

type Values = { url: string; description: string; events: string[] };
const resolver = lazyZodResolver<Values, AddWebhookEndpoint>(() =>
  import("@/lib/webhooks/schemas").then((m) => m.addWebhookEndpointSchema),
);

/**
 * Adds an endpoint, then shows its secret once.
 */
export function AddEndpointForm() {
  const [added, setAdded] = React.useState<AddedEndpoint | null>(null);
  // The events' default is an array: react-hook-form then ticks each box by its value (see
  // components/settings/notification-preferences-form.tsx), and keeps one ticked before hydration.
  const { form, formProps, isPending } = useActionForm<Values, AddWebhookEndpoint, AddedEndpoint>({
    action: addEndpointAction,
    resolver,
    defaultValues: { url: "", description: "", events: [] },
    onSuccess: (endpoint) => {
      setAdded(endpoint ?? null);
      form.reset({ url: "", description: "", events: [] });
    },
  });
  const { register, formState } = form;
  const eventsError = formState.errors.events?.message ?? formState.errors.events?.root?.message;

  return (
    <section aria-labelledby="add-endpoint-title" className="rounded-xl border bg-card shadow-sm">
      <div className="border-b px-4 py-4 sm:px-6">
        <h2 id="add-endpoint-title" className="font-semibold">
          Add an endpoint
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Each event is POSTed as JSON, signed with the endpoint&apos;s secret (webhook-id, webhook-timestamp, webhook-signature), and
          retried for 24 hours until it answers 2xx.
        </p>
      </div>
      {added ? <SecretReveal url={added.url} secret={added.secret} onDone={() => setAdded(null)} /> : null}
      <form {...formProps}>
        <div className="grid gap-5 px-4 py-6 sm:grid-cols-2 sm:px-6">
          <Field id="webhook-url" label="URL" error={formState.errors.url?.message} isRequired>
            {(aria) => (
              <Input
                type="url"
                inputMode="url"
                placeholder="https://example.com/webhooks"
                maxLength={2000}
                {...aria}
                {...register("url")}
              />
            )}
          </Field>
          <Field id="webhook-description" label="Description" error={formState.errors.description?.message} isOptional>
            {(aria) => <Input maxLength={500} placeholder="Dispatch board" {...aria} {...register("description")} />}
          </Field>
          <EventCheckboxes id="webhook-events" registered={register("events")} error={eventsError} />
        </div>
        <div className="flex justify-end border-t px-4 py-4 sm:px-6">
          <Button type="submit" disabled={isPending} className="w-full sm:w-auto sm:min-w-28">
            {isPending ? "Please wait..." : "Add endpoint"}
          </Button>
        </div>
      </form>
    </section>
  );
}
