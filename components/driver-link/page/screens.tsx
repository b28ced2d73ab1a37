import { CircleCheckBigIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { RouteMap } from "@/components/maps/route-map";
import type { ScreenProps } from "@/lib/driver-link/page-view";
import { driverPagePath, type DriverPage } from "@/lib/driver-link/paths";
import { rideDetailsAction } from "@/lib/driver-link/stage";
import { formatDateTime } from "@/lib/format/dates";
import { ArrivalPanel } from "../arrival-panel";
import { BeginTrip } from "../begin-trip";
import { BolPending } from "../bol-pending";
import { DriverScreen } from "../driver-screen";
import { EnRoutePanel, type EnRoutePanelProps } from "../en-route-panel";
import { ExpensesPanel } from "../expenses-panel";
import { JobNotes } from "../job-notes";
import { PickupExceptionPanel } from "../pickup-exception-panel";
import { RideDetailsActions } from "../ride-details-actions";
import { RideSummary } from "../ride-summary";
import { StopCard } from "../stop-card";
import { TripDocumentsForm } from "../trip-documents-form";

/** What a driver page shows: the opened link's job, and the documents on Upload trip documents. */

/** The inspection's code loads on demand, after the page is live: the first load stays within its budget. */
const InspectionWizard = dynamic(() => import("../inspection/inspection-wizard"), { ssr: false });

type Screen = { title: string; Screen: (props: ScreenProps) => React.ReactNode };

const point = (lat: number, lng: number) => ({ lat, lng });

/** The en-route panel of the opened job: on the trip's page, and on Begin Trip once begun. */
const enRoute = ({ job, token, jobId, driverId }: ScreenProps): EnRoutePanelProps => ({
  jobId,
  driverId,
  token,
  requestStatus: job.request_status,
  pickup: point(job.pickup_latitude, job.pickup_longitude),
  dropoff: point(job.dropoff_latitude, job.dropoff_longitude),
  distance: job.route_distance,
  lastLocation: job.ride.last_location,
  checkOutHref: driverPagePath("end-pickup", { jobId, driverId, token }),
});

/** The trip's expenses, on the pages of a checked-in trip: added until the link stops taking writes. */
const expensesOf = ({ expenses, token, jobId, driverId, job }: ScreenProps) =>
  expenses ? <ExpensesPanel jobId={jobId} driverId={driverId} token={token} expenses={expenses} canAdd={!job.isLinkExpired} /> : null;

/** The seven driver pages of SPEC.md §2, each with its document title. */
export const SCREENS: Record<DriverPage, Screen> = {
  /** Driver screen 1: the job, and Start Check-in (or Upload Trip Documents once delivered). */
  "ride-details": {
    title: "Ride details",
    Screen: (props) => {
      const { job, stage, token, jobId, driverId } = props;
      return (
        <DriverScreen job={job} stage={stage} title="Ride details">
          <RouteMap
            pickup={point(job.pickup_latitude, job.pickup_longitude)}
            dropoff={point(job.dropoff_latitude, job.dropoff_longitude)}
            driver={
              job.ride.last_location ? point(job.ride.last_location.current_latitude, job.ride.last_location.current_longitude) : null
            }
            distance={job.route_distance}
            height={200}
            className="rounded-xl"
          />
          <StopCard job={job} side="pickup" />
          <StopCard job={job} side="dropoff" />
          <JobNotes job={job} />
          <RideSummary job={job} token={token} />
          {expensesOf(props)}
          {rideDetailsAction(stage, job.isLinkExpired) === "start_check_in" && props.pickupStop ? (
            <>
              <ArrivalPanel
                jobId={jobId}
                driverId={driverId}
                token={token}
                pickup={point(job.pickup_latitude, job.pickup_longitude)}
                zone={job.pickup_timezone ?? "UTC"}
                waiting={props.pickupStop.waiting}
              />
              <PickupExceptionPanel jobId={jobId} driverId={driverId} token={token} reported={props.pickupStop.reported} />
            </>
          ) : null}
          <RideDetailsActions job={job} stage={stage} token={token} jobId={jobId} driverId={driverId} />
        </DriverScreen>
      );
    },
  },
  /** Ride details while in transit: location updates and the way to check-out, then the stops. */
  "ride-detail": {
    title: "Ride details",
    Screen: (props) => (
      <DriverScreen
        job={props.job}
        stage={props.stage}
        title="On the way"
        description="Share your location as you drive. Check out when you reach the drop-off."
      >
        <EnRoutePanel {...enRoute(props)} />
        {expensesOf(props)}
        <StopCard job={props.job} side="dropoff" />
        <StopCard job={props.job} side="pickup" />
        <JobNotes job={props.job} />
      </DriverScreen>
    ),
  },
  /** Driver screen 2: check-in, which is the pickup inspection (VIN, photos, readings, damages, signature). */
  "start-pickup": {
    title: "Start pickup",
    Screen: ({ job, stage, token, jobId, driverId }) => (
      <DriverScreen
        job={job}
        stage={stage}
        step={0}
        title="Start pickup"
        description="Inspect the vehicle before you drive off: the VIN, photos of every side, the readings, any damage, and a signature."
      >
        <InspectionWizard
          kind="pickup"
          jobId={jobId}
          driverId={driverId}
          token={token}
          isElectric={job.fuel_type === "Electric"}
          nextHref={driverPagePath("trip-starts", { jobId, driverId, token })}
          driverName={job.driver_name ?? ""}
        />
      </DriverScreen>
    ),
  },
  /** Driver screens 3 and 4: Begin Trip confirmation, then en route with location updates. */
  "trip-starts": {
    title: "Begin Trip",
    Screen: (props) => (
      <DriverScreen job={props.job} stage={props.stage} step={1}>
        <BeginTrip isStarted={props.stage === "en_route"} {...enRoute(props)} />
        {expensesOf(props)}
      </DriverScreen>
    ),
  },
  /** Driver screen 5 (after a location update): check-out, which is the delivery inspection. */
  "end-pickup": {
    title: "Delivery check-out",
    Screen: ({ job, stage, token, jobId, driverId }) => (
      <DriverScreen
        job={job}
        stage={stage}
        step={2}
        title="Delivery check-out"
        description="Inspect the vehicle at the drop-off: photos, the readings, any damage, and the receiver's signature."
      >
        <StopCard job={job} side="dropoff" />
        <InspectionWizard
          kind="delivery"
          jobId={jobId}
          driverId={driverId}
          token={token}
          isElectric={job.fuel_type === "Electric"}
          nextHref={driverPagePath("delivery-completed", { jobId, driverId, token })}
          driverName={job.driver_name ?? ""}
        />
      </DriverScreen>
    ),
  },
  /** Driver screen 6: done; trip documents can follow within 48 hours. */
  "delivery-completed": {
    title: "Delivery completed",
    Screen: (props) => {
      const { job, stage, token, jobId, driverId } = props;
      return (
        <DriverScreen job={job} stage={stage} title="Delivery completed">
          <section className="flex flex-col items-center gap-3 rounded-xl border bg-card px-5 py-8 text-center shadow-sm">
            <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
              <CircleCheckBigIcon className="size-7" aria-hidden="true" />
            </span>
            <p className="text-lg font-semibold">Thank you! The vehicle is delivered.</p>
            <p className="max-w-xs text-sm text-muted-foreground">Trip documents can be uploaded within 48 hours after delivery.</p>
            {job.ride.documents_due_at && (
              <p className="text-xs text-muted-foreground">Until {dueAtDropOff(job.ride.documents_due_at, job.dropoff_timezone)}</p>
            )}
          </section>
          <section aria-label="Bill of lading" className="space-y-2 rounded-xl border bg-card p-4 text-sm shadow-sm">
            <h2 className="font-semibold">Bill of lading</h2>
            {job.bills_of_lading.map((b) => (
              <a
                key={b.version}
                href={`${b.url}?token=${encodeURIComponent(token)}`}
                className="flex min-h-11 items-center text-primary underline"
              >
                Download {b.number} version {b.version}
              </a>
            ))}
            {/* Delivered: versions 1 and 2 are due. */}
            {job.bills_of_lading.length < 2 && <BolPending />}
          </section>
          {expensesOf(props)}
          <RideDetailsActions job={job} stage={stage} token={token} jobId={jobId} driverId={driverId} />
        </DriverScreen>
      );
    },
  },
  /** Driver screen 7: the trip documents, until 48 hours after delivery. */
  "upload-documents": {
    title: "Upload trip documents",
    Screen: ({ job, stage, token, jobId, driverId, documents }) =>
      job.isLinkExpired || !documents ? (
        <DriverScreen job={job} stage={stage} title="Upload trip documents">
          <RideDetailsActions job={job} stage={stage} token={token} jobId={jobId} driverId={driverId} />
        </DriverScreen>
      ) : (
        <DriverScreen
          job={job}
          stage={stage}
          title="Upload trip documents"
          description="Photos or PDFs of your receipts and log, up to 10 MB each. Trip documents can be uploaded within 48 hours after delivery."
        >
          <TripDocumentsForm jobId={jobId} driverId={driverId} token={token} documents={documents} />
        </DriverScreen>
      ),
  },
};

/** The trip documents' deadline on the drop-off place's clock (where the driver is), with its zone. */
function dueAtDropOff(dueAt: string, zone: string | null): string {
  return formatDateTime(dueAt, "-", zone ?? "UTC");
}
