"use client";

import * as React from "react";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { assignOnBoardAction } from "@/lib/dispatch/actions";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import type { jobDriverSchema } from "@/lib/jobs/schemas";
import type { DragItem, DropTarget } from "./board-drag-provider";
import { SendLinkButton } from "./send-link-button";

export type Drop = { item: DragItem; target: DropTarget; key: number };

type AssignPayload = z.output<typeof jobDriverSchema>;
const resolver = lazyZodResolver<Record<string, never>, AssignPayload>(() => import("@/lib/jobs/schemas").then((m) => m.jobDriverSchema));

/**
 * A dropped card: posts the card form's question (the board's assign action) as soon as it opens;
 * an overlap or a day off answers the warnings and "Assign anyway" posts it again confirmed; once
 * assigned it offers "Send link". A refusal (the job cannot get a driver now) is told here too.
 */
export function DropAssignDialog({ drop, onClose }: { drop: Drop; onClose: () => void }) {
  const { item, target } = drop;
  const [isAssigned, setAssigned] = React.useState(false);
  const isConfirmed = React.useRef(false);
  const started = React.useRef(false);
  const { formProps, state, isPending } = useActionForm<Record<string, never>, AssignPayload>({
    action: assignOnBoardAction,
    resolver,
    defaultValues: {},
    hidden: { jobId: item.jobId, driverId: target.driverId },
    attach: (): Record<string, unknown> => (isConfirmed.current ? { confirmed: "true" } : {}),
    onSuccess: () => setAssigned(true),
  });
  const post = React.useEffectEvent(() => void formProps.onSubmit());
  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    post();
  }, []);

  const warnings = [state.fieldErrors?.overlap, state.fieldErrors?.dayOff].filter((text): text is string => Boolean(text));
  const isWarned = !isAssigned && state.ok === false && warnings.length > 0;
  const refusal = !isAssigned && state.ok === false && warnings.length === 0 ? state.message : undefined;
  const title = `${item.label} to ${target.name}`;

  return (
    <Dialog open onOpenChange={(open) => !open && !isPending && onClose()}>
      <DialogContent className="sm:max-w-md" data-testid="drop-assign-dialog">
        <DialogHeader>
          <DialogTitle>{isAssigned ? `${item.label} assigned` : `Assign ${title}`}</DialogTitle>
          <DialogDescription>{item.summary}</DialogDescription>
        </DialogHeader>
        <form {...formProps} className="grid gap-4">
          <p role="status" className="text-sm">
            {isAssigned
              ? `${target.name} has ${item.label}. Send the link now?`
              : isWarned
                ? `${warnings.join(" ")} Assign anyway?`
                : refusal
                  ? refusal
                  : `Assigning ${title}...`}
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isPending}>
                {isWarned ? "Cancel" : "Close"}
              </Button>
            </DialogClose>
            {isWarned ? (
              <Button
                type="submit"
                variant="destructive"
                disabled={isPending}
                onClick={() => {
                  isConfirmed.current = true;
                }}
              >
                {isPending ? "Assigning..." : "Assign anyway"}
              </Button>
            ) : null}
            {isAssigned ? <SendLinkButton jobId={item.jobId} driverId={target.driverId} /> : null}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
