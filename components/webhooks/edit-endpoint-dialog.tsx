"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { updateEndpointAction } from "@/lib/webhooks/actions";
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
  const { form, formProps, isPending } = useActionForm<Values, UpdateWebhookEndpoint>({
    action: updateEndpointAction,
    resolver,
    defaultValues: { endpointId: endpoint.id, description: endpoint.description, events: endpoint.events },
    onSuccess: () => onOpenChange(false),
  });
  const { register, formState } = form;
  const eventsError = formState.errors.events?.message ?? formState.errors.events?.root?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit endpoint</DialogTitle>
          <DialogDescription className="break-all">{endpoint.url}</DialogDescription>
        </DialogHeader>
        <form {...formProps} className="grid gap-5">
          <input type="hidden" name="endpointId" value={endpoint.id} />
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
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? "Please wait..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
