// Over the 80-line page budget: the detail screen is one composition of its cards, kept in one view.
import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { AdminActions } from "@/components/job-detail/admin-actions";
import { DetailLayout } from "@/components/job-detail/detail-layout";
import { DriverPanel } from "@/components/job-detail/driver-panel";
import { DRIVER_PANEL_STATUSES } from "@/components/job-detail/driver-panel-statuses";
import { EditAddressButton } from "@/components/job-detail/edit-address-button";
import { JobDetailsCard, NotesCard, ServiceOptionsCard, VehicleCard } from "@/components/job-detail/info-cards";
import { JobHeader } from "@/components/job-detail/job-header";
import { scheduleOf, toJobView, toRideView, toTripDocumentsView } from "@/components/job-detail/job-view";
import { LiveRefresh } from "@/components/job-detail/live-refresh";
import { LocationTracking } from "@/components/job-detail/location-tracking";
import { orNotFound } from "@/lib/routing/query-param";
import { PhotosCard } from "@/components/job-detail/photos-card";
import { RideDataCard } from "@/components/job-detail/ride-data-card";
import { RouteMapCard } from "@/components/job-detail/route-map-card";
import { StopCard } from "@/components/job-detail/stop-card";
import { Timeline } from "@/components/job-detail/timeline";
import { TripDocumentsCard } from "@/components/job-detail/trip-documents-card";
import { BolCard } from "@/components/inspections/bol-card";
import { ClaimsCard } from "@/components/inspections/claims-card";
import { InspectionCards, inspectionPhotoCount } from "@/components/inspections/inspection-card";
import { JobPriceCard } from "@/components/pricing/job-price-card";
import { ExpensesCard } from "@/components/trip-costs/expenses-card";
import { PickupExceptionCard } from "@/components/trip-costs/pickup-exception-card";
import { WaitingTimeCard } from "@/components/trip-costs/waiting-time-card";
import { waitingOfJob } from "@/lib/pickup-arrivals/waiting";
import { pickupExceptionsOfJob } from "@/lib/pickup-exceptions/queries";
import { listJobExpenses } from "@/lib/expenses/queries";
import { currentActor } from "@/components/shell/current-actor";
import { verifyPath } from "@/lib/bol/issue-bol";
import { canPerform } from "@/lib/jobs/lifecycle";
import { getJobDetails } from "@/lib/job-details/get-job-details";
import { getRideDetails } from "@/lib/jobs/queries/ride-details";
import { routeId } from "@/lib/routing/route-id";

export const metadata: Metadata = { title: "Job Details" };

export default async function AdminJobDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const db = await getDb();
  const actor = await currentActor();
  const [details, rideDetails] = await orNotFound(Promise.all([getJobDetails(db, actor, id), getRideDetails(db, actor, id)]));
  const [expenses, pickupReports, waiting] = await Promise.all([
    listJobExpenses(db, actor, id),
    pickupExceptionsOfJob(db, actor, id),
    waitingOfJob(db, id),
  ]);
  const job = toJobView(details);
  const ride = toRideView(rideDetails);
  const canEditAddress = canPerform("edit_address", "staff", job.status);
  const editFor = (stop: typeof job.pickup) => (canEditAddress ? <EditAddressButton jobId={job.id} stop={stop} /> : undefined);

  return (
    <>
      <LiveRefresh active={job.status === "in_transit"} />
      <JobHeader
        jobId={job.id}
        createdAt={job.createdAt}
        status={job.status}
        cancellationReason={job.cancellationReason}
        back={{ href: "/admin-jobs", label: "Jobs" }}
        actions={<AdminActions jobId={job.id} status={job.status} timeRelaxation={job.timeRelaxation} schedule={scheduleOf(job)} />}
      />
      <DetailLayout
        lead={
          DRIVER_PANEL_STATUSES.includes(job.status) ? (
            <DriverPanel jobId={job.id} status={job.status} driver={job.driver} userType="admin" rideStarted={ride !== null} />
          ) : null
        }
        main={
          <>
            <PickupExceptionCard jobId={job.id} reports={pickupReports} canAnswer={job.status === "approved"} />
            <ClaimsCard claims={details.jobData.claims} />
            <div className="grid gap-6 md:grid-cols-2">
              <JobDetailsCard job={job} />
              <ServiceOptionsCard services={job.services} />
            </div>
            <JobPriceCard jobId={job.id} price={details.jobData} canOverride={canPerform("override_price", "staff", job.status)} />
            <WaitingTimeCard waiting={waiting} />
            <VehicleCard vehicle={job.vehicle} />
            <NotesCard notes={job.notes} />
            <div className="grid gap-6 md:grid-cols-2">
              <StopCard stop={job.pickup} editAction={editFor(job.pickup)} />
              <StopCard stop={job.dropoff} editAction={editFor(job.dropoff)} />
            </div>
            <RouteMapCard job={job} />
            <LocationTracking jobId={job.id} track={job.track} more={job.trackMore} />
            {ride ? <RideDataCard ride={ride} /> : null}
            <BolCard bols={details.jobData.bills_of_lading} verifyPath={verifyPath(job.id)} />
            <InspectionCards inspections={details.jobData.inspections} status={job.status} jobId={job.id} canAmend />
            <PhotosCard
              inspectionPhotos={inspectionPhotoCount(details.jobData.inspections)}
              groups={[
                { label: "Delivery photos", urls: rideDetails.delivery_photos },
                { label: "Check-in photos", urls: rideDetails.vehicle_photos },
              ]}
            />
            <TripDocumentsCard documents={toTripDocumentsView(rideDetails)} />
            {ride || expenses.length > 0 ? <ExpensesCard expenses={expenses} /> : null}
          </>
        }
        side={<Timeline entries={job.timeline} />}
      />
    </>
  );
}
