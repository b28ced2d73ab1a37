import type { Metadata } from "next";
import { DriverScreen } from "@/components/driver/driver-screen";
import { LinkProblem } from "@/components/driver/link-problem";
import { openDriverPage, type DriverRouteProps } from "@/components/driver/open-driver-page";
import { StepForm } from "@/components/driver/step-form";
import { driverPagePath } from "@/lib/driver/paths";

export const metadata: Metadata = { title: "Start pickup" };

/** Driver screen 2: check-in with mileage, damage notes and photos. */
export default async function StartPickupPage(props: DriverRouteProps) {
  const data = await openDriverPage(props, "start-pickup");
  if (!data.ok) return <LinkProblem message={data.message} />;
  const { job, stage, token, jobId, driverId } = data;
  return (
    <DriverScreen job={job} stage={stage} step={0} title="Start pickup" description="Check the vehicle before you drive off: the mileage, any damage, and photos of every side.">
      <StepForm kind="check_in" jobId={jobId} driverId={driverId} token={token} nextHref={driverPagePath("trip-starts", { jobId, driverId, token })} />
    </DriverScreen>
  );
}
