import { MapIcon } from "lucide-react";
import { RouteMap } from "@/components/maps/route-map";
import { DETAIL_MAP_HEIGHT } from "@/lib/maps/config";
import { DetailCard } from "./detail-card";
import type { JobView } from "./job-view";

/** The route map of the job: P pickup, O drop-off, D the driver's latest position and his track. */
export function RouteMapCard({ job }: { job: Pick<JobView, "pickup" | "dropoff" | "track" | "distance"> }) {
  const track = job.track.map((p) => ({ lat: p.latitude, lng: p.longitude }));
  return (
    <DetailCard title="Route" icon={MapIcon}>
      <RouteMap
        pickup={{ lat: job.pickup.latitude, lng: job.pickup.longitude }}
        dropoff={{ lat: job.dropoff.latitude, lng: job.dropoff.longitude }}
        driver={track.at(-1) ?? null}
        track={track}
        distance={job.distance}
        height={DETAIL_MAP_HEIGHT}
      />
    </DetailCard>
  );
}
