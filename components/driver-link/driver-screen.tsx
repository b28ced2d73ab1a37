import type { DriverJobView } from "@/lib/driver-link/load-driver-page";
import type { DriverStage } from "@/lib/driver-link/stage";
import { DriverSteps } from "./driver-steps";
import { JobBanner } from "./job-banner";
import { ScreenHeading } from "./screen-heading";

type DriverScreenProps = {
  job: DriverJobView;
  stage: DriverStage;
  /** Overrides the milestone the stage implies (check-out is "Delivery" while still en route). */
  step?: number;
  /** Left out when the page's own client part shows its heading (Begin Trip, then en route). */
  title?: string;
  description?: string;
  children: React.ReactNode;
};

/** Every driver page: the job summary on top, the progress, the heading, then the page. */
export function DriverScreen({ job, stage, step, title, description, children }: DriverScreenProps) {
  return (
    <div className="space-y-4">
      <JobBanner job={job} />
      <DriverSteps stage={stage} current={step} />
      {title && <ScreenHeading title={title} description={description} />}
      {children}
    </div>
  );
}
