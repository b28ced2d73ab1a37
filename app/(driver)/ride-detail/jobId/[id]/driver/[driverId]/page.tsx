import type { Metadata } from "next";
import { DriverScreen } from "@/components/driver/driver-screen";
import { EnRoutePanel } from "@/components/driver/en-route-panel";
import { JobNotes } from "@/components/driver/job-notes";
import { LinkProblem } from "@/components/driver/link-problem";
import { openDriverPage, type DriverRouteProps } from "@/components/driver/open-driver-page";
import { StopCard } from "@/components/driver/stop-card";
import { driverPagePath } from "@/lib/driver/paths";

export const metadata: Metadata = { title: "Ride details" };

/** Ride details while in transit: location updates and the way to check-out, then the stops. */
export default async function RideInProgressPage(props: DriverRouteProps) {
  const data = await openDriverPage(props, "ride-detail");
  if (!data.ok) return <LinkProblem message={data.message} />;
  const { job, stage, token, jobId, driverId } = data;
  return (
    <DriverScreen job={job} stage={stage} title="On the way" description="Share your location as you drive. Check out when you reach the drop-off.">
      <EnRoutePanel
        jobId={jobId}
        driverId={driverId}
        token={token}
        pickup={{ lat: job.pickup_latitude, lng: job.pickup_longitude }}
        dropoff={{ lat: job.dropoff_latitude, lng: job.dropoff_longitude }}
        lastLocation={job.ride.last_location}
        checkOutHref={driverPagePath("end-pickup", { jobId, driverId, token })}
      />
      <StopCard job={job} side="dropoff" />
      <StopCard job={job} side="pickup" />
      <JobNotes job={job} />
    </DriverScreen>
  );
}
