// Over the 80-line page budget: the detail screen is one composition of twelve cards, kept in one view.
import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { CustomerActions } from "@/components/job-detail/customer-actions";
import { DetailLayout } from "@/components/job-detail/detail-layout";
import { DriverPanel } from "@/components/job-detail/driver-panel";
import { NotesCard, ServiceOptionsCard, VehicleCard } from "@/components/job-detail/info-cards";
import { JobPriceCard } from "@/components/pricing/job-price-card";
import { WaitingTimeCard } from "@/components/trip-costs/waiting-time-card";
import { waitingOfJob } from "@/lib/pickup-arrivals/waiting";
import { JobHeader } from "@/components/job-detail/job-header";
import { poVehicleOf, scheduleOf, toJobView } from "@/components/job-detail/job-view";
import { LiveRefresh } from "@/components/job-detail/live-refresh";
import { LocationTracking } from "@/components/job-detail/location-tracking";
import { orNotFound } from "@/lib/routing/query-param";
import { PhotosCard } from "@/components/job-detail/photos-card";
import { RouteMapCard } from "@/components/job-detail/route-map-card";
import { StopCard } from "@/components/job-detail/stop-card";
import { Timeline } from "@/components/job-detail/timeline";
import { TrackingLinkCard } from "@/components/job-detail/tracking-link-card";
import { BolCard } from "@/components/inspections/bol-card";
import { ClaimsCard } from "@/components/inspections/claims-card";
import { InspectionCards, inspectionPhotoCount } from "@/components/inspections/inspection-card";
import { currentActor } from "@/components/shell/current-actor";
import { verifyPath } from "@/lib/bol/issue-bol";
import { getJobDetails } from "@/lib/job-details/get-job-details";
import { routeId } from "@/lib/routing/route-id";
import { getTrackingLink } from "@/lib/tracking/get-tracking-link";

export const metadata: Metadata = { title: "Job Details" };

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<{ completed?: string | string[] }> };

export default async function JobDetailsPage({ params, searchParams }: PageProps) {
  const id = await routeId(params);
  const fromCompleted = (await searchParams).completed === "1";
  const db = await getDb();
  const actor = await currentActor();
  const [details, tracking] = await Promise.all([orNotFound(getJobDetails(db, actor, id)), orNotFound(getTrackingLink(db, actor, id))]);
  // Asked once getJobDetails found the job the customer's.
  const waiting = await waitingOfJob(db, id);
  const job = toJobView(details);
  const poVehicle = poVehicleOf(details);

  return (
    <>
      <LiveRefresh active={job.status === "in_transit"} />
      <JobHeader
        jobId={job.id}
        createdAt={job.createdAt}
        status={job.status}
        cancellationReason={job.cancellationReason}
        back={fromCompleted ? { href: "/completed-jobs", label: "Completed Jobs" } : { href: "/jobs", label: "Jobs" }}
        actions={
          <CustomerActions
            jobId={job.id}
            status={job.status}
            timeRelaxation={job.timeRelaxation}
            schedule={scheduleOf(job)}
            poVehicle={poVehicle}
          />
        }
      />
      <DetailLayout
        lead={
          <DriverPanel
            jobId={job.id}
            status={job.status}
            driver={job.driver}
            userType="customer"
            showPhone={job.services.sendDriverContactInfo}
          />
        }
        main={
          <>
            <ClaimsCard claims={details.jobData.claims} />
            <VehicleCard vehicle={job.vehicle} />
            <NotesCard notes={job.notes} />
            <div className="grid gap-6 md:grid-cols-2">
              <StopCard stop={job.pickup} />
              <StopCard stop={job.dropoff} />
            </div>
            <RouteMapCard job={job} />
            <LocationTracking jobId={job.id} track={job.track} more={job.trackMore} />
            <BolCard bols={details.jobData.bills_of_lading} verifyPath={verifyPath(job.id)} />
            <InspectionCards inspections={details.jobData.inspections} status={job.status} jobId={job.id} canAmend={false} />
            <PhotosCard
              inspectionPhotos={inspectionPhotoCount(details.jobData.inspections)}
              groups={[
                { label: "Delivery photos", urls: job.deliveryPhotos },
                { label: "Check-in photos", urls: job.vehiclePhotos },
              ]}
            />
          </>
        }
        side={
          <>
            <JobPriceCard jobId={job.id} price={details.jobData} />
            <WaitingTimeCard waiting={waiting} />
            <ServiceOptionsCard services={job.services} />
            <TrackingLinkCard jobId={job.id} link={tracking} />
            <Timeline entries={job.timeline} />
          </>
        }
      />
    </>
  );
}
