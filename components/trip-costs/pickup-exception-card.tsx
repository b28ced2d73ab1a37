import { TriangleAlertIcon } from "lucide-react";
import { DetailCard } from "@/components/job-detail/detail-card";
import { LocalTime } from "@/components/ui/local-time";
import { thumbnailUrl } from "@/lib/files/file-url";
import type { PickupExceptionView } from "@/lib/pickup-exceptions/queries";
import { REASON_LABELS } from "@/lib/pickup-exceptions/schemas";
import { PickupExceptionForms } from "./lazy-pickup-exception-forms";

const OUTCOME_WORDS = { continued: "Pickup continued", rescheduled: "Rescheduled", dry_run: "Cancelled as a dry run" } as const;

/**
 * A driver's "Can't pick up" reports on the job detail (staff): the reason, the note, the photo, where
 * and when; the open one with staff's answers, the closed ones with what was decided.
 */
export function PickupExceptionCard({ jobId, reports, canAnswer }: { jobId: number; reports: PickupExceptionView[]; canAnswer: boolean }) {
  if (reports.length === 0) return null;
  return (
    <DetailCard title="Can't pick up" icon={TriangleAlertIcon} className={reports[0]!.outcome === null ? "border-destructive" : undefined}>
      <ul className="grid gap-4">
        {reports.map((report) => (
          <li key={report.id} className="grid gap-3 border-b pb-4 text-sm last:border-b-0 last:pb-0 sm:grid-cols-[1fr_auto]">
            <div className="grid min-w-0 gap-1">
              <p className="font-semibold">{REASON_LABELS[report.reason]}</p>
              {report.note ? <p className="break-words whitespace-pre-line">{report.note}</p> : null}
              <p className="text-muted-foreground">
                {report.driver_name}, <LocalTime value={report.captured_at} />,{" "}
                {report.miles_from_pickup < 0.1
                  ? "at the pickup address"
                  : `${report.miles_from_pickup.toFixed(1)} mi from the pickup address`}{" "}
                ({report.latitude.toFixed(5)}, {report.longitude.toFixed(5)})
              </p>
              {report.outcome ? (
                <p>
                  {OUTCOME_WORDS[report.outcome]}
                  {report.resolved_by ? ` by ${report.resolved_by}` : ""}, <LocalTime value={report.resolved_at} />
                </p>
              ) : canAnswer ? (
                <PickupExceptionForms jobId={jobId} />
              ) : null}
            </div>
            <a href={report.photo_url} target="_blank" rel="noreferrer" className="block w-40">
              <img
                src={thumbnailUrl(report.photo_url, 320)}
                alt={`Photo with the report: ${REASON_LABELS[report.reason]}`}
                className="rounded-md border"
              />
            </a>
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
