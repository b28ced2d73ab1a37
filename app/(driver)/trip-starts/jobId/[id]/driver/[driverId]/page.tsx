import type { Metadata } from "next";
import { BeginTrip } from "@/components/driver/begin-trip";
import { DriverScreen } from "@/components/driver/driver-screen";
import { LinkProblem } from "@/components/driver/link-problem";
import { openDriverPage, type DriverRouteProps } from "@/components/driver/open-driver-page";
import { driverPagePath } from "@/lib/driver/paths";

export const metadata: Metadata = { title: "Begin Trip" };

/** Driver screens 3 and 4: Begin Trip confirmation, then en route with location updates. */
export default async function TripStartsPage(props: DriverRouteProps) {
  const data = await openDriverPage(props, "trip-starts");
  if (!data.ok) return <LinkProblem message={data.message} />;
  const { job, stage, token, jobId, driverId } = data;
  return (
    <DriverScreen job={job} stage={stage} step={1}>
      <BeginTrip
        isStarted={stage === "en_route"}
        jobId={jobId}
        driverId={driverId}
        token={token}
        pickup={{ lat: job.pickup_latitude, lng: job.pickup_longitude }}
        dropoff={{ lat: job.dropoff_latitude, lng: job.dropoff_longitude }}
        lastLocation={job.ride.last_location}
        checkOutHref={driverPagePath("end-pickup", { jobId, driverId, token })}
      />
    </DriverScreen>
  );
}
