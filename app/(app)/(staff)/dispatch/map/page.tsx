import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { DispatchTabs } from "@/components/dispatch/dispatch-tabs";
import { LiveMap } from "@/components/dispatch/live-map";
import { PositionsList } from "@/components/dispatch/positions-list";
import { LiveRefresh } from "@/components/job-detail/live-refresh";
import { PageHeader } from "@/components/shell/page-header";
import { currentActor } from "@/components/shell/current-actor";
import { sortByPing } from "@/lib/dispatch/ping-age";
import { dispatchPositions } from "@/lib/dispatch/positions";
import { liveMapQuerySchema } from "@/lib/dispatch/schemas";

export const metadata: Metadata = { title: "Live map" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Issue 34's live map: every job in transit at its last position and today's pickups, re-read every 30 s. */
export default async function DispatchMapPage({ searchParams }: Props) {
  const actor = await currentActor();
  const { sort } = liveMapQuerySchema.parse(await searchParams);
  const positions = await dispatchPositions(await getDb(), actor);

  return (
    <>
      <PageHeader title="Live map" subtitle="Every job in transit at its last position, and today's pickups" />
      <DispatchTabs current="map" />
      <LiveRefresh active />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LiveMap positions={positions} />
        <PositionsList
          at={positions.at}
          inTransit={sortByPing(positions.inTransit, sort)}
          pickupsToday={positions.pickupsToday}
          sort={sort}
        />
      </div>
    </>
  );
}
