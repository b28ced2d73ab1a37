import type { Metadata } from "next";
import { DriverScreen } from "@/components/driver/driver-screen";
import { JobNotes } from "@/components/driver/job-notes";
import { LinkProblem } from "@/components/driver/link-problem";
import { openDriverPage, type DriverRouteProps } from "@/components/driver/open-driver-page";
import { RideDetailsActions } from "@/components/driver/ride-details-actions";
import { RideSummary } from "@/components/driver/ride-summary";
import { StopCard } from "@/components/driver/stop-card";
import { RouteMap } from "@/components/maps/route-map";

export const metadata: Metadata = { title: "Ride details" };

/** Driver screen 1: the job, and Start Check-in (or Upload Trip Documents once delivered). */
export default async function RideDetailsPage(props: DriverRouteProps) {
  const data = await openDriverPage(props, "ride-details");
  if (!data.ok) return <LinkProblem message={data.message} />;
  const { job, stage, token, jobId, driverId } = data;
  return (
    <DriverScreen job={job} stage={stage} title="Ride details">
      <RouteMap
        pickup={{ lat: job.pickup_latitude, lng: job.pickup_longitude }}
        dropoff={{ lat: job.dropoff_latitude, lng: job.dropoff_longitude }}
        driver={job.ride.last_location ? { lat: job.ride.last_location.current_latitude, lng: job.ride.last_location.current_longitude } : null}
        height={200}
        className="rounded-xl"
      />
      <StopCard job={job} side="pickup" />
      <StopCard job={job} side="dropoff" />
      <JobNotes job={job} />
      <RideSummary job={job} token={token} />
      <RideDetailsActions job={job} stage={stage} token={token} jobId={jobId} driverId={driverId} />
    </DriverScreen>
  );
}
