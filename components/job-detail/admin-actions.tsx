"use client";

import * as React from "react";
import { CalendarClockIcon, CheckIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { forgetDialogInAddress, OpenDialogButton, useDialogFromAddress } from "@/components/ui/open-dialog-button";
import { api } from "@/lib/api/client";
import { canPerform } from "@/lib/jobs/lifecycle";
import type { JobStatus } from "@/lib/jobs/statuses";
import type { JobSchedule } from "./job-view";
import { useJobCall } from "./use-job-call";

const CancelJobDialog = lazyDialog(() => import("@/components/jobs/cancel-job-dialog").then((m) => m.CancelJobDialog));
const RescheduleDialog = lazyDialog(() => import("@/components/jobs/reschedule-dialog").then((m) => m.RescheduleDialog));

const DIALOGS = ["cancel", "reschedule"] as const;

type AdminActionsProps = { jobId: number; status: JobStatus; timeRelaxation: boolean; schedule: JobSchedule };

/** The admin's buttons for the job's status (SPEC.md §4), each asked of the lifecycle table. */
export function AdminActions({ jobId, status, timeRelaxation, schedule }: AdminActionsProps) {
  const asked = useDialogFromAddress(DIALOGS);
  const [dialog, setDialog] = React.useState<(typeof DIALOGS)[number] | null>(asked?.dialog ?? null);
  const toggle = (name: (typeof DIALOGS)[number]) => (open: boolean) => {
    setDialog(open ? name : null);
    if (!open) forgetDialogInAddress();
  };
  const { run, pending, isBusy } = useJobCall();
  const can = (action: Parameters<typeof canPerform>[0]) => canPerform(action, "staff", status);

  const put = (path: string) => () => api(path, { method: "PUT", body: { jobId } });
  const approve = () => run("approve", put("admin/job-approve"), { success: "Job approved successfully", failure: "Job approval failed" });
  const approveCancellation = () =>
    run("approve-cancellation", put("admin/approve-job-cancellation"), {
      success: "Cancellation request approved successfully",
      failure: "Approve Cancellation request failed",
    });
  const declineCancellation = () =>
    run("decline-cancellation", put("admin/decline-job-cancellation"), {
      success: "Cancellation request declined successfully",
      failure: "Decline Cancellation request failed",
    });

  return (
    <>
      {can("decline_cancellation") ? (
        <Button variant="outline" onClick={declineCancellation} disabled={isBusy}>
          <XIcon aria-hidden="true" />
          {pending === "decline-cancellation" ? "Declining..." : "Decline Cancellation"}
        </Button>
      ) : null}
      {can("approve_cancellation") ? (
        <Button variant="destructive" onClick={approveCancellation} disabled={isBusy}>
          <CheckIcon aria-hidden="true" />
          {pending === "approve-cancellation" ? "Approving..." : "Approve Cancellation"}
        </Button>
      ) : null}
      {can("admin_reschedule") ? (
        <OpenDialogButton variant="outline" dialog="reschedule" onOpen={() => setDialog("reschedule")} disabled={isBusy}>
          <CalendarClockIcon aria-hidden="true" />
          Reschedule
        </OpenDialogButton>
      ) : null}
      {can("cancel") ? (
        <OpenDialogButton
          variant="outline"
          className="text-destructive hover:text-destructive"
          dialog="cancel"
          onOpen={() => setDialog("cancel")}
          disabled={isBusy}
        >
          <XIcon aria-hidden="true" />
          Cancel
        </OpenDialogButton>
      ) : null}
      {can("approve") ? (
        <Button onClick={approve} disabled={isBusy}>
          <CheckIcon aria-hidden="true" />
          {pending === "approve" ? "Approving..." : "Approve"}
        </Button>
      ) : null}

      {can("cancel") ? <CancelJobDialog jobId={jobId} userType="admin" open={dialog === "cancel"} onOpenChange={toggle("cancel")} /> : null}
      {can("admin_reschedule") ? (
        <RescheduleDialog
          jobId={jobId}
          status={status}
          userType="admin"
          timeRelaxation={timeRelaxation}
          current={schedule}
          open={dialog === "reschedule"}
          onOpenChange={toggle("reschedule")}
        />
      ) : null}
    </>
  );
}
