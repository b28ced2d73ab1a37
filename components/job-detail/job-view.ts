/**
 * The job detail as plain, serialisable props for the detail screens (SPEC.md §3 "Job (detail)",
 * "Job log", "Trip document", "Delivery photos"). Built on the server from the query results;
 * dates become ISO strings so client components receive them unchanged.
 */
import type { PoVehicle } from "@/components/jobs/add-po-dialog";
import type { JobDetails } from "@/lib/job-details/get-job-details";
import type { getRideDetails } from "@/lib/jobs/queries/ride-details";
import type { JobStatus } from "@/lib/jobs/statuses";
import type { RouteDistance } from "@/lib/maps/distance";

type RideDetails = Awaited<ReturnType<typeof getRideDetails>>;

export type StopType = "pickup" | "dropoff";

export type StopView = {
  type: StopType;
  businessName: string | null;
  location: string;
  latitude: number;
  longitude: number;
  date: string | null;
  time: string | null;
  /** The place's IANA zone: date and time are its wall-clock time. */
  timeZone: string | null;
  pocName: string | null;
  pocPhone: string | null;
  /** The drop-off contact's e-mail (the tracking link's receiver), when the customer gave one. */
  pocEmail: string | null;
  note: string | null;
};

export type TrackPoint = { latitude: number; longitude: number; at: string };
export type TimelineEntry = { id: number; status: string; event: string | null; by: string; at: string; note: string | null };
export type DriverView = { id: number; name: string; phone: string | null; picture: string | null };

export type JobView = {
  id: number;
  createdAt: string;
  status: JobStatus;
  cancellationReason: string | null;
  companyName: string;
  customerName: string;
  driver: DriverView | null;
  vehicle: { year: number; make: string; model: string; vin: string; fuelType: string; poNumber: string | null };
  services: { deliverWashed: boolean; deliverFull: boolean; sendDriverContactInfo: boolean };
  timeRelaxation: boolean;
  pickup: StopView;
  dropoff: StopView;
  /** The job's one distance (routeDistanceOf), as the mileage check uses it. */
  distance: RouteDistance;
  /** The latest positions (the details carry at most 50), oldest first. */
  track: TrackPoint[];
  /** Older positions exist: the tracking list reads them page by page (GET job-track). */
  trackMore: boolean;
  deliveryPhotos: string[];
  vehiclePhotos: string[];
  /** Notes for the company (empire_notes) and for the driver, as the customer wrote them. */
  notes: { company: string; driver: string };
  timeline: TimelineEntry[];
};

export type RideView = {
  checkinMileage: number | null;
  damageNotes: string | null;
  endingMileage: number | null;
  deliveryNotes: string | null;
  checkedInAt: string | null;
  deliveredAt: string | null;
};

export type TripDocumentsView = {
  dailyDriverLog: string | null;
  flightConfirmation: string | null;
  fuelReceipt: string | null;
  hotelReceipt: string | null;
  additionalNotes: string | null;
  otherReceipts: string[];
};

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

/** A position as the API answers it (details, job-track), in the view's shape. */
export type TrackingPointJson = { current_latitude: number; current_longitude: number; createdAt: Date | string };
export const toTrackPoint = (u: TrackingPointJson): TrackPoint => ({
  latitude: u.current_latitude,
  longitude: u.current_longitude,
  at: iso(u.createdAt)!,
});

export function toJobView({ jobData: j, jobLogs }: JobDetails): JobView {
  const stop = (type: StopType): StopView => {
    const p = type === "pickup";
    return {
      type,
      businessName: p ? j.pickup_business_name : j.dropoff_business_name,
      location: p ? j.pickup_location : j.dropoff_location,
      latitude: p ? j.pickup_latitude : j.dropoff_latitude,
      longitude: p ? j.pickup_longitude : j.dropoff_longitude,
      date: p ? j.pickup_date : j.dropoff_date,
      time: p ? j.pickup_time : j.dropoff_time,
      timeZone: p ? j.pickup_timezone : j.dropoff_timezone,
      pocName: p ? j.pickup_POC_name : j.dropoff_POC_name,
      pocPhone: p ? j.pickup_POC_phone : j.dropoff_POC_phone,
      pocEmail: p ? null : (j.dropoff_POC_email ?? null),
      note: p ? j.pickup_additional_note : j.dropoff_additional_note,
    };
  };
  return {
    id: j.id,
    createdAt: iso(j.createdAt)!,
    status: j.request_status,
    cancellationReason: j.cancellation_reason,
    companyName: j.company_name,
    customerName: j.customer_name,
    driver:
      j.driver_id != null
        ? { id: j.driver_id, name: j.driver_name ?? "", phone: j.driver_phone ?? null, picture: j.profile_Picture }
        : null,
    vehicle: {
      year: j.vehicle_year,
      make: j.vehicle_make,
      model: j.vehicle_model,
      vin: j.vin_number,
      fuelType: j.fuel_type,
      poNumber: j.po_number,
    },
    services: {
      deliverWashed: j.deliver_washed,
      deliverFull: j.deliver_full,
      sendDriverContactInfo: j.send_driver_contact_info,
    },
    timeRelaxation: j.time_relaxation,
    pickup: stop("pickup"),
    dropoff: stop("dropoff"),
    distance: j.route_distance,
    track: j.location_updates.map(toTrackPoint),
    trackMore: j.location_updates_more,
    deliveryPhotos: j.delivery_photos,
    vehiclePhotos: j.vehicle_photos,
    notes: { company: j.empire_notes, driver: j.driver_notes },
    timeline: jobLogs.map((log) => ({
      id: log.id,
      status: log.request_status,
      event: log.event,
      by: log.User.username,
      at: iso(log.createdAt)!,
      note: log.note,
    })),
  };
}

/** The job's dates and times as the reschedule call names them (the dialog opens with them). */
export type JobSchedule = {
  pickup_date: string | null;
  pickup_time: string | null;
  dropoff_date: string | null;
  dropoff_time: string | null;
  pickup_timezone: string | null;
};
export const scheduleOf = (job: JobView): JobSchedule => ({
  pickup_timezone: job.pickup.timeZone,
  pickup_date: job.pickup.date,
  pickup_time: job.pickup.time,
  dropoff_date: job.dropoff.date,
  dropoff_time: job.dropoff.time,
});

export function toRideView(details: RideDetails): RideView | null {
  const ride = details.ride;
  if (!ride) return null;
  return {
    checkinMileage: ride.checkin_mileage,
    damageNotes: ride.damage_notes,
    endingMileage: ride.ending_mileage,
    deliveryNotes: ride.delivery_notes,
    checkedInAt: iso(ride.checkedInAt),
    deliveredAt: iso(ride.deliveredAt),
  };
}

/** other_receipts is a JSON text list of { location } (SPEC.md §3); unreadable text reads as none. */
function receiptLinks(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const items: unknown = JSON.parse(text);
    if (!Array.isArray(items)) return [];
    return items.flatMap((item) =>
      item && typeof item === "object" && typeof (item as { location?: unknown }).location === "string"
        ? [(item as { location: string }).location]
        : [],
    );
  } catch {
    return [];
  }
}

export function toTripDocumentsView(details: RideDetails): TripDocumentsView | null {
  const docs = details.trip_documents;
  if (!docs) return null;
  return {
    dailyDriverLog: docs.daily_driver_log,
    flightConfirmation: docs.flight_confirmation,
    fuelReceipt: docs.fuel_receipt,
    hotelReceipt: docs.hotel_receipt,
    additionalNotes: docs.additional_notes,
    otherReceipts: receiptLinks(docs.other_receipts),
  };
}

/** The vehicle for 'Add PO' when the job has no PO number yet, else null. */
export function poVehicleOf({ jobData: j }: JobDetails): PoVehicle | null {
  if (j.po_number) return null;
  const { vehicle_year, vehicle_make, vehicle_model, vin_number, fuel_type } = j;
  return { id: j.id, vehicle_year, vehicle_make, vehicle_model, vin_number, fuel_type };
}
