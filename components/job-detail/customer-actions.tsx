"use client";

import * as React from "react";
import { CalendarClockIcon, FilePlus2Icon, TriangleAlertIcon, XIcon } from "lucide-react";
import type { PoVehicle } from "@/components/jobs/add-po-dialog";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { forgetDialogInAddress, OpenDialogButton, useDialogFromAddress } from "@/components/ui/open-dialog-button";
import { canPerform } from "@/lib/jobs/lifecycle";
import type { JobStatus } from "@/lib/jobs/statuses";
import type { JobSchedule } from "./job-view";

const AddPoDialog = lazyDialog(() => import("@/components/jobs/add-po-dialog").then((m) => m.AddPoDialog));
const CancelJobDialog = lazyDialog(() => import("@/components/jobs/cancel-job-dialog").then((m) => m.CancelJobDialog));
const RescheduleDialog = lazyDialog(() => import("@/components/jobs/reschedule-dialog").then((m) => m.RescheduleDialog));

const DIALOGS = ["cancel", "reschedule", "po"] as const;
type Dialog = (typeof DIALOGS)[number];

type CustomerActionsProps = {
  jobId: number;
  status: JobStatus;
  timeRelaxation: boolean;
  /** The job's current dates: the reschedule dialog opens with them. */
  schedule: JobSchedule;
  /** The vehicle, for 'Add PO' when the job has no PO number. */
  poVehicle: PoVehicle | null;
};

/**
 * The customer's buttons for the job's status (SPEC.md §4), asked of the lifecycle table. A job
 * awaiting cancellation shows the warning label; the table allows it nothing else the screen
 * offers (it has its PO: only a PO-missing job lacks one, and it cannot ask to be cancelled).
 */
export function CustomerActions({ jobId, status, timeRelaxation, schedule, poVehicle }: CustomerActionsProps) {
  const asked = useDialogFromAddress(DIALOGS);
  const [dialog, setDialog] = React.useState<Dialog | null>(asked?.dialog ?? null);
  const can = (action: Parameters<typeof canPerform>[0]) => canPerform(action, "customer", status);
  const toggle = (name: Dialog) => (open: boolean) => {
    setDialog(open ? name : null);
    if (!open) forgetDialogInAddress();
  };

  const canReschedule = can("reschedule") || can("provide_reschedule_date");
  const canAddPo = poVehicle !== null && can("fill_po");

  return (
    <>
      {status === "awaiting_for_cancellation" ? (
        <p
          role="status"
          className="inline-flex items-center gap-2 rounded-md border border-warning/40 bg-warning/15 px-3 py-2 text-sm font-medium text-warning-foreground"
        >
          <TriangleAlertIcon className="size-4" aria-hidden="true" />
          Awaiting Cancellation
        </p>
      ) : null}
      {canAddPo ? (
        <OpenDialogButton variant="outline" dialog="po" onOpen={() => setDialog("po")}>
          <FilePlus2Icon aria-hidden="true" />
          Add PO
        </OpenDialogButton>
      ) : null}
      {canReschedule ? (
        <OpenDialogButton variant="outline" dialog="reschedule" onOpen={() => setDialog("reschedule")}>
          <CalendarClockIcon aria-hidden="true" />
          {status === "awaiting_reschedule_date" ? "Select Reschedule Date/Time" : "Reschedule job"}
        </OpenDialogButton>
      ) : null}
      {can("request_cancellation") ? (
        <OpenDialogButton
          variant="outline"
          className="text-destructive hover:text-destructive"
          dialog="cancel"
          onOpen={() => setDialog("cancel")}
        >
          <XIcon aria-hidden="true" />
          Cancel
        </OpenDialogButton>
      ) : null}

      {canAddPo ? <AddPoDialog job={poVehicle} open={dialog === "po"} onOpenChange={toggle("po")} /> : null}
      {canReschedule ? (
        <RescheduleDialog
          jobId={jobId}
          status={status}
          userType="customer"
          timeRelaxation={timeRelaxation}
          current={schedule}
          open={dialog === "reschedule"}
          onOpenChange={toggle("reschedule")}
        />
      ) : null}
      {can("request_cancellation") ? (
        <CancelJobDialog jobId={jobId} userType="customer" open={dialog === "cancel"} onOpenChange={toggle("cancel")} />
      ) : null}
    </>
  );
}
