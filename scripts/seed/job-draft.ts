import type { NewJob } from "@/db/schema";
import type { JobStatus } from "@/lib/jobs/statuses";
import type { FuelType } from "@/lib/vehicles/fuel-types";
import type { SeedContext } from "./context";
import type { LogStep, Plan } from "./job-plans";
import type { Place } from "./places";

/** The records the jobs point at. */
export type JobRefs = {
  acmeId: number;
  demoCustomerId: number;
  companyByName: Map<string, number>;
  activeCustomersOf: (companyId: number) => number[];
  activeDrivers: number[];
  actingStaff: number[];
};

/** What one job's draws leave for the next: VINs are unique, PO numbers grow, one long track. */
export type JobCarry = { usedVins: Set<string>; poCounter: number; longTrackGiven: boolean };

export type JobContext = SeedContext & { refs: JobRefs; carry: JobCarry };

export type PlannedJob = { plan: Plan; companyId: number };

export type Vehicle = { make: string; model: string; year: number; vin: string; fuelType: FuelType };

export type Route = { pickup: Place; dropoff: Place; miles: number; transitDays: number; pickupTime: string; dropoffTime: string };

export type Schedule = {
  createdAt: number;
  pickupDate: string;
  pickupAt: number;
  dropoffDate: string;
  dropoffTime: string;
  deliveredAt?: number;
};

export type Crew = { driverId: number | null; baseMileage: number; damageNotes: string; deliveryNotes: string; trackPoints: number };

export type Texts = {
  poNumber: string | null;
  cancelReason: string;
  rescheduleReason: string;
  washed: boolean;
  full: boolean;
  contact: boolean;
  relax: boolean;
  pickupPoc: string;
  dropoffPoc: string;
  pickupPhone: string;
  dropoffPhone: string;
  pickupNote: string;
  dropoffNote: string;
  empire: string;
  driver: string;
};

export type LogEntry = { status: JobStatus; actor: LogStep["actor"]; at: number };

export type Ride = {
  checkinMileage: number;
  damageNotes: string;
  checkedInAt: number;
  startedAt: number;
  endingMileage?: number;
  deliveryNotes?: string;
  deliveredAt?: number;
};

export type TrackPoint = { lat: number; lng: number; at: number };

/** Everything drawn for one job; each step reads the parts drawn before it. */
export type JobDraft = PlannedJob & {
  isAcme: boolean;
  customerId: number;
  vehicle: Vehicle;
  route: Route;
  schedule: Schedule;
  crew: Crew;
  logs: LogEntry[];
  track: TrackPoint[];
  texts: Texts;
};

export type BuiltJob = { job: NewJob & { vinNumber: string }; logs: LogEntry[]; ride?: Ride; track: TrackPoint[] };
