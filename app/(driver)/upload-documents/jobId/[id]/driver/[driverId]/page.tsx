import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { DriverScreen } from "@/components/driver/driver-screen";
import { LinkProblem } from "@/components/driver/link-problem";
import { openDriverPage, type DriverRouteProps } from "@/components/driver/open-driver-page";
import { RideDetailsActions } from "@/components/driver/ride-details-actions";
import { TripDocumentsForm } from "@/components/driver/trip-documents-form";
import { getDriverTripDocuments } from "@/lib/driver/queries/driver-documents";

export const metadata: Metadata = { title: "Upload trip documents" };

/** Driver screen 7: the trip documents, until 48 hours after delivery. */
export default async function UploadDocumentsPage(props: DriverRouteProps) {
  const data = await openDriverPage(props, "upload-documents");
  if (!data.ok) return <LinkProblem message={data.message} />;
  const { job, stage, token, jobId, driverId } = data;
  if (job.isLinkExpired) {
    return (
      <DriverScreen job={job} stage={stage} title="Upload trip documents">
        <RideDetailsActions job={job} stage={stage} token={token} jobId={jobId} driverId={driverId} />
      </DriverScreen>
    );
  }
  const documents = await getDriverTripDocuments(await getDb(), { jobId, isLinkExpired: job.isLinkExpired });
  return (
    <DriverScreen job={job} stage={stage} title="Upload trip documents" description="Photos or PDFs of your receipts and log, up to 10 MB each. Trip documents can be uploaded within 48 hours after delivery.">
      <TripDocumentsForm jobId={jobId} driverId={driverId} token={token} documents={documents} />
    </DriverScreen>
  );
}
