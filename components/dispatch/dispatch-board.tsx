import Link from "next/link";
import type { ReactNode } from "react";
import type { Board, BoardCard } from "@/lib/dispatch/board";
import { formatShortDate } from "@/lib/format/dates";
import { jobLabel } from "@/lib/format/route-text";
import { canPerform } from "@/lib/jobs/lifecycle";
import { BoardAssignForm } from "./lazy-board-forms";
import { BoardDragProvider, DragCard, DropLane, type DragItem } from "./board-drag-provider";
import { DaysOffControls } from "./lazy-board-forms";
import { SendLinkButton } from "./send-link-button";

const JOB_DETAIL = (jobId: number) => `/admin-jobs/job-details/${jobId}`;

/** "To assign" shows the soonest pickups first; the board's link shows them all. */
export const TO_ASSIGN_SHOWN = 50;

/**
 * The board: a column "To assign" and a column per active driver, side by side in a row that scrolls
 * sideways when the drivers do not fit. Each card names the job, vehicle, route and pickup time; a
 * card whose job can still get a driver is dragged onto a driver's lane (or assigned by its form).
 */
export function DispatchBoard({ board, allHref }: { board: Board; allHref?: string }) {
  const drivers = board.lanes.map(({ driverId, name }) => ({ driverId, name }));
  // Each card's form lists every driver: the soonest pickups are shown, the rest on request.
  const toAssign = allHref ? board.toAssign.slice(0, TO_ASSIGN_SHOWN) : board.toAssign;
  const items: DragItem[] = [
    ...toAssign.map((card) => dragItem(card, null)),
    ...board.lanes.flatMap((lane) =>
      lane.cards.filter((card) => canPerform("assign_driver", "staff", card.status)).map((card) => dragItem(card, lane.driverId)),
    ),
  ];
  return (
    <BoardDragProvider items={items} targets={drivers}>
      <div className="relative overflow-x-auto pb-2">
        <div className="flex gap-4">
          <Lane title="To assign" count={board.toAssign.length} testId="lane-to-assign">
            {toAssign.map((card) => (
              <JobCard key={card.jobId} card={card}>
                <BoardAssignForm jobId={card.jobId} drivers={drivers} />
              </JobCard>
            ))}
            {toAssign.length < board.toAssign.length ? (
              <li>
                <Link href={allHref!} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                  Show all {board.toAssign.length} jobs to assign
                </Link>
              </li>
            ) : null}
          </Lane>
          {board.lanes.map((lane) => (
            <Lane
              key={lane.driverId}
              driverId={lane.driverId}
              title={lane.name}
              count={lane.cards.length}
              testId={`lane-driver-${lane.driverId}`}
              note={<DaysOffControls driverId={lane.driverId} name={lane.name} dates={board.dates} daysOff={lane.daysOff} />}
            >
              {lane.cards.map((card) => (
                <JobCard key={card.jobId} card={card}>
                  {canPerform("send_link", "staff", card.status) ? (
                    <div className="mt-3">
                      <SendLinkButton jobId={card.jobId} driverId={lane.driverId} />
                    </div>
                  ) : null}
                </JobCard>
              ))}
            </Lane>
          ))}
        </div>
      </div>
    </BoardDragProvider>
  );
}

const dragItem = (card: BoardCard, driverId: number | null): DragItem => ({
  jobId: card.jobId,
  driverId,
  label: jobLabel(card.jobId),
  summary: `${card.vehicle} · ${card.route}`,
});

function Lane({
  driverId,
  title,
  count,
  note,
  testId,
  children,
}: {
  driverId?: number;
  title: string;
  count: number;
  note?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const props = { "aria-label": title, "data-testid": testId, className: "min-h-40 w-80 shrink-0 rounded-lg border bg-muted/40 p-3" };
  const content = (
    <>
      <header className="mb-3 space-y-1">
        <h2 className="flex items-center justify-between gap-2 text-sm font-semibold">
          <span className="truncate">{title}</span>
          <span className="text-xs font-normal text-muted-foreground">
            {count} {count === 1 ? "job" : "jobs"}
          </span>
        </h2>
        {note}
      </header>
      {count === 0 ? <p className="text-sm text-muted-foreground">No jobs.</p> : <ul className="grid gap-3">{children}</ul>}
    </>
  );
  return driverId === undefined ? (
    <section {...props}>{content}</section>
  ) : (
    <DropLane driverId={driverId} {...props}>
      {content}
    </DropLane>
  );
}

/** The board's dates a card covers, as "Dec 3" or "Dec 3 – Dec 5". */
export function daysText(dates: string[]): string {
  // A date is not broken across lines ("Nov" at one line's end, "29" on the next).
  const day = (date: string | undefined) => formatShortDate(date).replace(" ", "\u00a0");
  const first = day(dates[0]);
  return dates.length === 1 ? first : `${first} – ${day(dates.at(-1))}`;
}

function JobCard({ card, children }: { card: BoardCard; children?: ReactNode }) {
  return (
    <DragCard jobId={card.jobId} className="rounded-md border bg-card p-3 text-sm shadow-xs">
      <Link href={JOB_DETAIL(card.jobId)} className="font-medium text-primary underline-offset-4 hover:underline">
        {jobLabel(card.jobId)}
      </Link>
      <p className="mt-1">{card.vehicle}</p>
      <p className="break-words text-muted-foreground">{card.route}</p>
      <p className="mt-1 text-xs">Pickup: {card.pickupAt}</p>
      {card.dates.length > 0 ? <p className="text-xs text-muted-foreground">On the road: {daysText(card.dates)}</p> : null}
      {children}
    </DragCard>
  );
}
