import { MapPinnedIcon } from "lucide-react";
import type { TrackingLinkState } from "@/lib/tracking/get-tracking-link";
import { DetailCard } from "./detail-card";
import { TrackingLinkControls } from "./tracking-link-controls";

/** The receiver's tracking link (DECISIONS.md "Notifications"): create, copy, revoke. */
export function TrackingLinkCard({ jobId, link }: { jobId: number; link: TrackingLinkState }) {
  return (
    <DetailCard title="Tracking link" icon={MapPinnedIcon}>
      <p className="mb-3 text-sm text-muted-foreground">
        {link.hasEnded
          ? "Tracking has ended for this job: links end 48 hours after delivery or at cancellation."
          : "A page for the receiver, no sign-in: status, cities, vehicle, approximate position and ETA."}
      </p>
      {link.hasEnded ? null : <TrackingLinkControls jobId={jobId} url={link.url} />}
    </DetailCard>
  );
}
