"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { savePreferencesAction } from "@/lib/notifications/actions";
import type { NotificationPreference } from "@/lib/notifications/preferences";
import type { NotificationPreferencesInput } from "@/lib/notifications/schemas";

type Values = { enabled: string[] };

const resolver = lazyZodResolver<Values, NotificationPreferencesInput>(() =>
  import("@/lib/notifications/schemas").then((m) => m.notificationPreferencesSchema),
);

/** Settings, every role: which e-mails the user gets (DECISIONS.md "Notifications"). */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreference[] }) {
  // An array as the group's default: react-hook-form then ticks each box by its value (with none,
  // it takes the first box's value for the group's and ticks every box), and a box ticked before
  // hydration is read from the page (react-hook-form keeps a box edited before it was ready). The
  // boxes already show what was saved: no reset after saving.
  const { form, formProps, state, isPending } = useActionForm<Values, NotificationPreferencesInput>({
    action: savePreferencesAction,
    resolver,
    defaultValues: { enabled: preferences.filter((p) => p.enabled).map((p) => p.event) },
  });

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
      <form {...formProps} autoComplete="off">
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
          {state.message ? (
            <p role={state.ok ? "status" : "alert"} className={state.ok ? "text-sm text-success" : "text-sm text-destructive"}>
              {state.message}
            </p>
          ) : null}
          <Button type="submit" disabled={isPending} className="w-full sm:w-auto sm:min-w-28">
            {isPending ? "Please wait..." : "Save"}
          </Button>
        </div>
      </form>
    </section>
  );
}
