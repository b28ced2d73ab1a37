/**
 * Where the driver is in the flow of SPEC.md §4 ("ride details, Start Check-in, Begin Trip,
 * en route, check-out after a location update, delivery completed, upload documents"), read
 * from the job's status and the ride. The pages use it to send a driver who opens a step out
 * of order to the step he is at. Pure module.
 */
import type { RideStatus } from "@/db/schema/rides";
import type { JobStatus } from "@/lib/jobs/statuses";
import type { DriverPage } from "./paths";

export type DriverStage =
  /** Approved, no check-in yet: Start Check-in. */
  | "ready"
  /** Checked in, the trip not begun on the server (still approved): Begin Trip. */
  | "checked_in"
  /** In transit (Begin Trip recorded): location updates, then check-out; Begin Trip is not offered again. */
  | "en_route"
  | "delivered"
  /** Anything else (waiting for a cancellation decision, rescheduled…): nothing to do now. */
  | "paused";

export function driverStage(status: JobStatus, rideStatus: RideStatus | null): DriverStage {
  switch (status) {
    case "approved":
      return rideStatus ? "checked_in" : "ready";
    case "in_transit":
      return "en_route";
    case "delivered":
      return "delivered";
    default:
      return "paused";
  }
}

/** The pages that make sense at each stage; the first is where a stray driver is sent. */
const PAGES_BY_STAGE: Record<DriverStage, readonly DriverPage[]> = {
  ready: ["ride-details", "start-pickup"],
  checked_in: ["trip-starts", "ride-details", "start-pickup"],
  en_route: ["ride-detail", "trip-starts", "end-pickup"],
  delivered: ["ride-details", "delivery-completed", "upload-documents"],
  paused: ["ride-details"],
};

/** The page to send the driver to instead of `page`, or null when `page` fits the stage. */
export function redirectFor(page: DriverPage, stage: DriverStage): DriverPage | null {
  const pages = PAGES_BY_STAGE[stage];
  return pages.includes(page) ? null : pages[0]!;
}

/**
 * 'Start Delivery Check-Out' opens on the server's record of this trip, not the page's memory:
 * the job in transit (Begin Trip or this link's first location put it there) with a position held.
 */
export function canCheckOut(status: JobStatus, lastLocation: object | null): boolean {
  return status === "in_transit" && lastLocation !== null;
}

/** The one action of the ride details page (SPEC.md §2 driver screen 1); none once the link has expired. */
export type RideDetailsAction = "start_check_in" | "begin_trip" | "upload_documents" | null;

export function rideDetailsAction(stage: DriverStage, isLinkExpired: boolean): RideDetailsAction {
  if (isLinkExpired) return null;
  if (stage === "ready") return "start_check_in";
  if (stage === "checked_in") return "begin_trip";
  if (stage === "delivered") return "upload_documents";
  return null;
}

/** The stages in which the link shows the trip's expenses (from check-in); adding ends with the link's writes, 48 h after delivery. */
export const EXPENSE_STAGES: readonly DriverStage[] = ["checked_in", "en_route", "delivered"];
