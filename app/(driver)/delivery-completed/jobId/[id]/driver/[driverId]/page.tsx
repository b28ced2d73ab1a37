import { CircleCheckBigIcon } from "lucide-react";
import type { Metadata } from "next";
import { DriverScreen } from "@/components/driver/driver-screen";
import { LinkProblem } from "@/components/driver/link-problem";
import { openDriverPage, type DriverRouteProps } from "@/components/driver/open-driver-page";
import { RideDetailsActions } from "@/components/driver/ride-details-actions";
import { formatDateTime } from "@/lib/format/dates";

export const metadata: Metadata = { title: "Delivery completed" };

/** Driver screen 6: done; trip documents can follow within 48 hours. */
export default async function DeliveryCompletedPage(props: DriverRouteProps) {
  const data = await openDriverPage(props, "delivery-completed");
  if (!data.ok) return <LinkProblem message={data.message} />;
  const { job, stage, token, jobId, driverId } = data;
  return (
    <DriverScreen job={job} stage={stage} title="Delivery completed">
      <section className="flex flex-col items-center gap-3 rounded-xl border bg-card px-5 py-8 text-center shadow-sm">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
          <CircleCheckBigIcon className="size-7" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">Thank you! The vehicle is delivered.</p>
        <p className="max-w-xs text-sm text-muted-foreground">Trip documents can be uploaded within 48 hours after delivery.</p>
        {job.ride.documents_due_at && <p className="text-xs text-muted-foreground">Until {formatDateTime(job.ride.documents_due_at)} UTC</p>}
      </section>
      <RideDetailsActions job={job} stage={stage} token={token} jobId={jobId} driverId={driverId} />
    </DriverScreen>
  );
}
