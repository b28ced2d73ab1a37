"use client";

import Link from "next/link";
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { MarkerCluster } from "@/lib/dispatch/cluster-markers";
import { PING_STYLES } from "@/lib/dispatch/ping-age";
import { jobLabel } from "@/lib/format/route-text";
import type { Point } from "@/lib/maps/projection";
import { PICKUP_COLOR, type LiveMark } from "./live-marks";

/** The live map's parts that both maps draw alike (the offline one and Google's): its size, cards and legend. */
export const HEIGHT = 520;
export const CLUSTER_COLOR = "#334155";

export const clusterKey = (cluster: MarkerCluster<LiveMark & Point>) => cluster.members.map((m) => m.key).join("+");

/** A marker's or cluster's card, opened by a click or tap: each job with a link to it. */
export function MarkCard({ cluster, onClose }: { cluster: MarkerCluster<LiveMark & Point>; onClose: () => void }) {
  return (
    <div
      data-testid="live-map-card"
      className="absolute top-2 left-2 max-h-[60%] w-72 max-w-[calc(100%-1rem)] overflow-y-auto rounded-md border bg-white p-3 text-sm shadow-md"
    >
      <Button type="button" variant="ghost" size="icon" className="absolute top-1 right-1 size-7" onClick={onClose} aria-label="Close">
        <XIcon aria-hidden="true" />
      </Button>
      <ul className="grid gap-2 pr-6">
        {cluster.members.map((mark) => (
          <li key={mark.key}>
            <Link href={`/admin-jobs/job-details/${mark.jobId}`} className="font-medium text-primary underline-offset-4 hover:underline">
              {jobLabel(mark.jobId)}
            </Link>
            {mark.lines.map((line) => (
              <p key={line} className="text-slate-700">
                {line}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Legend({ hasClusters }: { hasClusters: boolean }) {
  const dot = (color: string, shape: "round" | "square" = "round") => (
    <span
      aria-hidden="true"
      className={shape === "round" ? "size-3 rounded-full" : "size-3 rounded-[3px]"}
      style={{ backgroundColor: color }}
    />
  );
  return (
    <ul data-testid="map-legend" aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {(["fresh", "stale", "lost"] as const).map((age) => (
        <li key={age} className="flex items-center gap-1.5">
          {dot(PING_STYLES[age].color)}
          {PING_STYLES[age].label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        {dot(PICKUP_COLOR, "square")}
        Pickup today
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="w-3 border-t-2 border-dashed border-slate-500" />
        Route to the drop-off
      </li>
      {hasClusters ? (
        <li className="flex items-center gap-1.5">
          {dot(CLUSTER_COLOR)}
          Several jobs (click to list)
        </li>
      ) : null}
    </ul>
  );
}
