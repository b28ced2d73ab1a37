import type { Metadata } from "next";
import { DriverScreen } from "@/components/driver/driver-screen";
import { LinkProblem } from "@/components/driver/link-problem";
import { openDriverPage, type DriverRouteProps } from "@/components/driver/open-driver-page";
import { StepForm } from "@/components/driver/step-form";
import { StopCard } from "@/components/driver/stop-card";
import { driverPagePath } from "@/lib/driver/paths";

export const metadata: Metadata = { title: "Delivery check-out" };

/** Driver screen 5 (after a location update): check-out with ending mileage, delivery notes and photos. */
export default async function EndPickupPage(props: DriverRouteProps) {
  const data = await openDriverPage(props, "end-pickup");
  if (!data.ok) return <LinkProblem message={data.message} />;
  const { job, stage, token, jobId, driverId } = data;
  return (
    <DriverScreen job={job} stage={stage} step={2} title="Delivery check-out" description="Hand over the vehicle: the ending mileage, delivery notes and photos at the drop-off.">
      <StopCard job={job} side="dropoff" />
      <StepForm kind="delivery" jobId={jobId} driverId={driverId} token={token} nextHref={driverPagePath("delivery-completed", { jobId, driverId, token })} />
    </DriverScreen>
  );
}
