"use client";

import Link from "next/link";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { TableStateProvider } from "@/components/data-table/table-state";
import { PING_STYLES, pingAgeText, type PingSort } from "@/lib/dispatch/ping-age";
import type { JobInTransit, PickupToday } from "@/lib/dispatch/positions";
import { formatDateAndTime } from "@/lib/format/dates";
import { jobLabel } from "@/lib/format/route-text";
import { wallClockAt } from "@/lib/places/time-zone";

const JOB_DETAIL = (jobId: number) => `/admin-jobs/job-details/${jobId}`;

/** The map's data as tables, for those who do not use the map: jobs in transit by ping age, then today's pickups. */
export function PositionsList({
  at,
  inTransit,
  pickupsToday,
  sort,
}: {
  at: string;
  inTransit: JobInTransit[];
  pickupsToday: PickupToday[];
  sort: PingSort;
}) {
  const now = new Date(at);
  const other: PingSort = sort === "oldest" ? "newest" : "oldest";
  const moving: Column<JobInTransit>[] = [
    { key: "job", header: "Job", cell: (row) => jobLabel(row.jobId), className: "font-medium whitespace-nowrap" },
    { key: "driver", header: "Driver", cell: (row) => row.driverName ?? "No driver" },
    { key: "vehicle", header: "Vehicle", cell: (row) => row.vehicle },
    {
      key: "ping",
      label: "Last ping",
      header: (
        <Link
          href={`/dispatch/map?sort=${other}`}
          scroll={false}
          className="underline-offset-4 hover:underline"
          aria-label={`Last ping, oldest ${sort === "oldest" ? "first" : "last"}: sort ${other} first`}
        >
          Last ping {sort === "oldest" ? "↑" : "↓"}
        </Link>
      ),
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center gap-x-1.5 whitespace-nowrap" data-ping-age={row.pingAge}>
          <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: PING_STYLES[row.pingAge].color }} />
          <span className="capitalize">{row.pingAge}</span>
          <span className="text-muted-foreground">
            {row.position ? (
              <time dateTime={row.position.at}>{pingAgeText(new Date(row.position.at), now)} ago</time>
            ) : (
              pingAgeText(null, now)
            )}
          </span>
        </span>
      ),
    },
    { key: "dropoff", header: "Drop-off", cell: (row) => row.dropoff.location },
  ];
  const pickups: Column<PickupToday>[] = [
    { key: "job", header: "Job", cell: (row) => jobLabel(row.jobId), className: "font-medium whitespace-nowrap" },
    { key: "vehicle", header: "Vehicle", cell: (row) => row.vehicle },
    { key: "pickup", header: "Pickup", cell: (row) => row.pickup.location },
    {
      key: "time",
      header: "Time",
      cell: (row) => formatDateAndTime(wallClockAt(now, row.pickup.zone).date, row.pickup.time, "-", row.pickup.zone),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <TableStateProvider>
      <div className="grid content-start gap-6">
        <section aria-labelledby="in-transit-heading" className="grid gap-2">
          <h2 id="in-transit-heading" className="text-sm font-semibold">
            In transit ({inTransit.length})
          </h2>
          <DataTable
            columns={moving}
            rows={inTransit}
            rowKey={(row) => row.jobId}
            rowHref={(row) => JOB_DETAIL(row.jobId)}
            caption="Jobs in transit by the age of their last ping"
            emptyText="No job in transit."
          />
        </section>
        <section aria-labelledby="pickups-heading" className="grid gap-2">
          <h2 id="pickups-heading" className="text-sm font-semibold">
            Pickups today ({pickupsToday.length})
          </h2>
          <DataTable
            columns={pickups}
            rows={pickupsToday}
            rowKey={(row) => row.jobId}
            rowHref={(row) => JOB_DETAIL(row.jobId)}
            caption="Today's pickups"
            emptyText="No pickup today."
          />
        </section>
      </div>
    </TableStateProvider>
  );
}
