"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/api/client";
import { PREFERENCES_SAVED } from "@/lib/notifications/messages";
import type { NotificationPreference } from "@/lib/notifications/preferences";
import { toast } from "@/lib/toast";

type Values = { enabled: string[] };

/** Settings, every role: which e-mails the user gets (DECISIONS.md "Notifications"). */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreference[] }) {
  const router = useRouter();
  const initial = { enabled: preferences.filter((p) => p.enabled).map((p) => p.event) };
  const form = useForm<Values>({ defaultValues: initial });

  async function save(values: Values) {
    try {
      const { data, message } = await api<NotificationPreference[]>("update-notification-preferences", {
        method: "PUT",
        body: { enabled: values.enabled },
      });
      form.reset({ enabled: data.filter((p) => p.enabled).map((p) => p.event) });
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
      <form noValidate onSubmit={form.handleSubmit(save)} aria-busy={form.formState.isSubmitting}>
        <fieldset className="grid gap-2 px-4 py-6 sm:grid-cols-2 sm:px-6">
          <legend className="sr-only">E-mail me when</legend>
          {preferences.map((p) => (
            <label key={p.event} className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm">
              <input type="checkbox" className="size-4" value={p.event} defaultChecked={p.enabled} {...form.register("enabled")} />
              {p.label}
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end border-t px-4 py-4 sm:px-6">
          <Button type="submit" disabled={form.formState.isSubmitting} className="w-full sm:w-auto sm:min-w-28">
            {form.formState.isSubmitting ? "Please wait..." : "Save"}
          </Button>
        </div>
      </form>
    </section>
  );
}
