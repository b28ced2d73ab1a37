"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { showFieldErrors } from "@/components/people/server-errors";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { api, toastError } from "@/lib/api/client";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { toast } from "@/lib/toast";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";
import type { UpdateWebhookEndpoint } from "@/lib/webhooks/schemas";
import { EventCheckboxes } from "./event-checkboxes";

type Values = { endpointId: number; description: string; events: string[] };
type EditEndpointDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  endpoint: { id: number; url: string; description: string; events: string[] };
};

const resolver = lazyZodResolver<Values, UpdateWebhookEndpoint>(() =>
  import("@/lib/webhooks/schemas").then((m) => m.updateWebhookEndpointSchema),
);

/** Changes an endpoint's events and description; its URL and secret stay (a new URL is a new endpoint). */
export function EditEndpointDialog({ open, onOpenChange, endpoint }: EditEndpointDialogProps) {
  const router = useRouter();
  const form = useForm<Values, unknown, UpdateWebhookEndpoint>({
    resolver,
    defaultValues: { endpointId: endpoint.id, description: endpoint.description, events: endpoint.events },
  });
  const { register, formState, handleSubmit } = form;
  const eventsError = formState.errors.events?.message ?? formState.errors.events?.root?.message;

  async function save(values: UpdateWebhookEndpoint) {
    try {
      const { message } = await api("admin/update-webhook-endpoint", { method: "PUT", body: values });
      toast.success(message || WEBHOOK_MESSAGES.updated);
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      showFieldErrors(error, form.setError, ["description", "events"] as const);
      toastError(error, "The endpoint could not be saved.");
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit endpoint</DialogTitle>
          <DialogDescription className="break-all">{endpoint.url}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(save)} aria-busy={formState.isSubmitting} className="grid gap-5">
          <Field id={`webhook-${endpoint.id}-description`} label="Description" error={formState.errors.description?.message} isOptional>
            {(aria) => <Input maxLength={500} {...aria} {...register("description")} />}
          </Field>
          <EventCheckboxes
            id={`webhook-${endpoint.id}-events`}
            registered={register("events")}
            error={eventsError}
            columns="sm:grid-cols-2"
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={formState.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? "Please wait..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
