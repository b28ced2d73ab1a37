import type { Job } from "@/db/schema";
import { cityOf } from "@/lib/places/city";

/** A place of a job as a webhook tells it: the city and the local date, time and time zone; no street, no contact. */
export type WebhookPlace = { city: string | null; date: string | null; time: string | null; timezone: string | null };

export type JobWebhookData = {
  id: number;
  status: Job["requestStatus"];
  vehicle: { year: number; make: string; model: string };
  pickup: WebhookPlace;
  dropoff: WebhookPlace;
  delivered_at: string | null;
};

/**
 * The `data` of a job event: what an integrator needs to match it to its own records, and none
 * of the people's contact details (names, phones, e-mails, notes) nor the street addresses.
 */
export function jobWebhookData(job: Job): JobWebhookData {
  return {
    id: job.id,
    status: job.requestStatus,
    vehicle: { year: job.vehicleYear, make: job.vehicleMake, model: job.vehicleModel },
    pickup: { city: cityOf(job.pickupLocation), date: job.pickupDate, time: job.pickupTime, timezone: job.pickupTimezone },
    dropoff: { city: cityOf(job.dropoffLocation), date: job.dropoffDate, time: job.dropoffTime, timezone: job.dropoffTimezone },
    delivered_at: job.deliveredAt ? job.deliveredAt.toISOString() : null,
  };
}
