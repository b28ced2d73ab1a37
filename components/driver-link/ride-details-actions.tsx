import { FileUpIcon, FlagIcon, InfoIcon } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import type { DriverJobView } from "@/lib/driver-link/load-driver-page";
import { driverPagePath } from "@/lib/driver-link/paths";
import { rideDetailsAction, type DriverStage } from "@/lib/driver-link/stage";
import { jobStatusTitle } from "@/lib/jobs/statuses";
import { ActionBar, BIG_BUTTON } from "./action-bar";
import { StartCheckInButton } from "./start-check-in-button";

type RideDetailsActionsProps = { job: DriverJobView; stage: DriverStage; token: string; jobId: number; driverId: number };

/** Ride details' one action: Start Check-in, Begin Trip, Upload Trip Documents, or none (with why). */
export function RideDetailsActions({ job, stage, token, jobId, driverId }: RideDetailsActionsProps) {
  const path = (page: Parameters<typeof driverPagePath>[0]) => driverPagePath(page, { jobId, driverId, token });
  const action = rideDetailsAction(stage, job.isLinkExpired);
  if (!action) {
    const text = job.isLinkExpired
      ? "The 48 hours for uploading trip documents have passed. This job needs nothing more from you."
      : `This job is ${jobStatusTitle(job.request_status)}. There is nothing to do right now; your dispatcher will contact you.`;
    return (
      <p className="flex items-start gap-2 rounded-xl border bg-card p-4 text-sm text-muted-foreground shadow-sm">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {text}
      </p>
    );
  }
  return (
    <ActionBar>
      {action === "start_check_in" && (
        <StartCheckInButton jobId={jobId} driverId={driverId} token={token} nextHref={path("start-pickup")} />
      )}
      {action === "begin_trip" && (
        <ButtonLink href={path("trip-starts")} className={BIG_BUTTON}>
          <FlagIcon aria-hidden="true" />
          Continue to Begin Trip
        </ButtonLink>
      )}
      {action === "upload_documents" && (
        <ButtonLink href={path("upload-documents")} className={BIG_BUTTON}>
          <FileUpIcon aria-hidden="true" />
          Upload Trip Documents
        </ButtonLink>
      )}
    </ActionBar>
  );
}
