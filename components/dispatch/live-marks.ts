import { isLatLng } from "@/components/maps/route-points";
import { PING_STYLES, pingAgeText } from "@/lib/dispatch/ping-age";
import type { DispatchPositions } from "@/lib/dispatch/positions";
import { jobLabel } from "@/lib/format/route-text";
import type { LatLng } from "@/lib/maps/config";

export const PICKUP_COLOR = "#7c3aed";

/** A marker of the live map, on either map: where, what, its colour and what hovering or a tap tells. */
export type LiveMark = {
  key: string;
  kind: "moving" | "pickup";
  jobId: number;
  at: LatLng;
  color: string;
  /** What hovering it tells: the job, the driver, the vehicle, the last ping. */
  title: string;
  lines: string[];
  /** A moving job's drop-off, the end of its route line. */
  dropoffAt?: LatLng;
};

/** Every job in transit at its last position (coloured by the ping's age), and today's pickups. */
export function liveMarks(positions: DispatchPositions): LiveMark[] {
  const now = new Date(positions.at);
  const moving = positions.inTransit.filter((job) => job.position && isLatLng(job.position));
  const pickups = positions.pickupsToday.filter((job) => isLatLng(job.pickup));
  return [
    ...moving.map((job): LiveMark => {
      const driver = job.driverName ?? "No driver";
      const age = pingAgeText(new Date(job.position!.at), now);
      return {
        key: `moving-${job.jobId}`,
        kind: "moving",
        jobId: job.jobId,
        at: { lat: job.position!.lat, lng: job.position!.lng },
        color: PING_STYLES[job.pingAge].color,
        title: `${jobLabel(job.jobId)}, ${driver}: ${job.vehicle}, last ping ${age} ago`,
        lines: [`${driver} · ${job.vehicle}`, `Last ping ${age} ago (${job.pingAge})`, `To ${job.dropoff.location}`],
        dropoffAt: isLatLng(job.dropoff) ? { lat: job.dropoff.lat, lng: job.dropoff.lng } : undefined,
      };
    }),
    ...pickups.map((job): LiveMark => ({
      key: `pickup-${job.jobId}`,
      kind: "pickup",
      jobId: job.jobId,
      at: { lat: job.pickup.lat, lng: job.pickup.lng },
      color: PICKUP_COLOR,
      title: `${jobLabel(job.jobId)}: pickup today at ${job.pickup.location}`,
      lines: [job.vehicle, `Pickup today: ${job.pickup.location}`],
    })),
  ];
}
