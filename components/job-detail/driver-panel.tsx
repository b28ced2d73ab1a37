"use client";

import * as React from "react";
import { PhoneIcon, SendIcon, UserPlusIcon, UserRoundIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { forgetDialogInAddress, OpenDialogButton, useDialogFromAddress } from "@/components/ui/open-dialog-button";
import { api } from "@/lib/api/client";
import { formatPhone } from "@/lib/format/phone";
import { canPerform } from "@/lib/jobs/lifecycle";
import type { JobStatus } from "@/lib/jobs/statuses";
import { DetailCard } from "./detail-card";
import type { DriverView } from "./job-view";
import { useJobCall } from "./use-job-call";

const AssignDriverDialog = lazyDialog(() => import("@/components/jobs/assign-driver-dialog").then((m) => m.AssignDriverDialog));

type DriverPanelProps = {
  jobId: number;
  status: JobStatus;
  driver: DriverView | null;
  /** Admin: Send Link / Assign Driver by the lifecycle table; customer: read-only. */
  userType: "customer" | "admin";
  /** Customer: the driver's phone, when the job asked for his contact info. */
  showPhone?: boolean;
  /** The ride has started: the driver can no longer be changed. */
  rideStarted?: boolean;
};

/** The Driver side panel: picture and name, or 'Driver not assigned', with the admin's driver actions. */
export function DriverPanel({ jobId, status, driver, userType, showPhone = false, rideStarted = false }: DriverPanelProps) {
  const [assignOpen, setAssignOpen] = React.useState(useDialogFromAddress(["assign"]) !== null);
  const { run, pending } = useJobCall();
  const isAdmin = userType === "admin";
  const canSendLink = isAdmin && driver !== null && canPerform("send_link", "staff", status);
  const canAssign = isAdmin && canPerform("assign_driver", "staff", status) && !rideStarted;

  const sendLink = () =>
    driver &&
    run("send-link", () => api("admin/send-Link", { method: "POST", body: { jobId, driverId: driver.id } }), {
      success: "Link sent to the driver successfully",
      failure: "send link to driver failed",
    });

  return (
    <DetailCard title="Driver" icon={UserRoundIcon}>
      <div className="flex items-center gap-3" data-testid="driver-panel">
        {driver ? (
          <img
            src={driver.picture ?? "/images/default-driver.svg"}
            alt=""
            className="size-12 shrink-0 rounded-full border bg-muted object-cover"
          />
        ) : (
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full border border-dashed bg-muted/50"
            aria-hidden="true"
          >
            <UserRoundIcon className="size-5 text-muted-foreground" />
          </span>
        )}
        <div className="min-w-0">
          {driver ? (
            <>
              <p className="truncate font-medium" data-testid="driver-name">
                {driver.name}
              </p>
              {showPhone && driver.phone ? (
                <a
                  href={`tel:${driver.phone}`}
                  className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
                >
                  <PhoneIcon className="size-3.5" aria-hidden="true" />
                  {formatPhone(driver.phone)}
                </a>
              ) : (
                <p className="text-sm text-muted-foreground">Assigned driver</p>
              )}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Driver not assigned</p>
          )}
        </div>
      </div>
      {canSendLink || canAssign ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {canSendLink ? (
            <Button onClick={sendLink} disabled={pending !== null} className="flex-1">
              <SendIcon aria-hidden="true" />
              {pending === "send-link" ? "Sending..." : "Send Link"}
            </Button>
          ) : null}
          {canAssign ? (
            <OpenDialogButton
              variant={driver ? "outline" : "default"}
              dialog="assign"
              onOpen={() => setAssignOpen(true)}
              className="flex-1"
            >
              <UserPlusIcon aria-hidden="true" />
              {driver ? "Change Driver" : "Assign Driver"}
            </OpenDialogButton>
          ) : null}
        </div>
      ) : null}
      {canAssign ? (
        <AssignDriverDialog
          jobId={jobId}
          currentDriverId={driver?.id ?? null}
          open={assignOpen}
          onOpenChange={(open) => {
            setAssignOpen(open);
            if (!open) forgetDialogInAddress();
          }}
        />
      ) : null}
    </DetailCard>
  );
}
