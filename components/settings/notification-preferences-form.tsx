"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api/client";
import { savePreferencesFormAction } from "@/lib/notifications/actions";
import { PREFERENCES_SAVED } from "@/lib/notifications/messages";
import type { NotificationPreference } from "@/lib/notifications/preferences";
import { toast } from "@/lib/toast";

type Values = { enabled: string[] };

/**
 * Settings, every role: which e-mails the user gets (DECISIONS.md "Notifications"). A real form:
 * before its script runs it posts to a server action; after, it calls the API.
 */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreference[] }) {
  const router = useRouter();
  // An array as the group's default: react-hook-form then ticks each box by its value (with none,
  // it takes the first box's value for the group's and ticks every box), and a box ticked before
  // hydration is read from the page (react-hook-form keeps a box edited before it was ready).
  const form = useForm<Values>({ defaultValues: { enabled: preferences.filter((p) => p.enabled).map((p) => p.event) } });
  const [posted, formAction] = React.useActionState(savePreferencesFormAction, {});

  async function save(values: Values) {
    try {
      // The boxes already show what was saved: no reset (react-hook-form's would reset the form to
      // the page's first state).
      const { message } = await api<NotificationPreference[]>("update-notification-preferences", {
        method: "PUT",
        // A group's boxes give a list; kept safe should a role ever have a single event.
        body: { enabled: Array.isArray(values.enabled) ? values.enabled : [] },
      });
      toast.success(message || PREFERENCES_SAVED);
      router.refresh();
    } catch (e) {
      toast.error(errorMessage(e, "Your e-mail notifications could not be saved."));
    }
  }

  return (
    <section aria-labelledby="notifications-title" className="rounded-xl border bg-card shadow-sm">
      <div className="border-b px-4 py-4 sm:px-6">
        <h2 id="notifications-title" className="font-semibold">
          E-mail notifications
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The e-mails you get when something happens to a job. Each e-mail also has a link to stop that kind of e-mail.
        </p>
      </div>
      <form noValidate autoComplete="off" action={formAction} onSubmit={form.handleSubmit(save)} aria-busy={form.formState.isSubmitting}>
        <fieldset className="grid gap-2 px-4 py-6 sm:grid-cols-2 sm:px-6">
          <legend className="sr-only">E-mail me when</legend>
          {preferences.map((p) => (
            <label key={p.event} className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm">
              <input type="checkbox" className="size-4" value={p.event} defaultChecked={p.enabled} {...form.register("enabled")} />
              {p.label}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t px-4 py-4 sm:px-6">
          {posted.message || posted.error ? (
            <p role={posted.error ? "alert" : "status"} className={posted.error ? "text-sm text-destructive" : "text-sm text-success"}>
              {posted.error ?? posted.message}
            </p>
          ) : null}
          <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto sm:min-w-28">
            {form.formState.isSubmitting ? "Please wait..." : "Save"}
          </Button>
        </div>
      </form>
    </section>
  );
}
