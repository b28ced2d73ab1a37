import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { daysText, DispatchBoard } from "@/components/dispatch/dispatch-board";
import { DispatchTabs } from "@/components/dispatch/dispatch-tabs";
import { PageHeader } from "@/components/shell/page-header";
import { currentActor } from "@/components/shell/current-actor";
import { ButtonLink } from "@/components/ui/button-link";
import { boardOf } from "@/lib/dispatch/board";
import { boardDates, boardRangeSchema, neighbourDates } from "@/lib/dispatch/board-range";
import { utcDate } from "@/lib/jobs/timing";

export const metadata: Metadata = { title: "Dispatch" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const boardHref = (view: string, date: string) => `/dispatch?view=${view}&date=${date}`;

export default async function DispatchPage({ searchParams }: Props) {
  const actor = await currentActor();
  const query = boardRangeSchema.parse(await searchParams);
  const today = utcDate(new Date());
  const dates = boardDates(query, today);
  const day = query.date ?? today;
  const { previous, next } = neighbourDates(query, today);
  const board = await boardOf(await getDb(), actor, dates);

  return (
    <>
      <PageHeader title="Dispatch" subtitle={`Jobs to assign and each driver's jobs, ${daysText(dates)}`} />
      <DispatchTabs current="board" />
      <nav aria-label="Board range" className="mb-4 flex flex-wrap items-center gap-2">
        <ButtonLink
          href={boardHref("day", day)}
          variant={query.view === "day" ? "default" : "outline"}
          size="sm"
          aria-current={query.view === "day" ? "page" : undefined}
        >
          Day
        </ButtonLink>
        <ButtonLink
          href={boardHref("week", day)}
          variant={query.view === "week" ? "default" : "outline"}
          size="sm"
          aria-current={query.view === "week" ? "page" : undefined}
        >
          Week
        </ButtonLink>
        <span className="mx-2 h-6 w-px bg-border" aria-hidden="true" />
        <ButtonLink href={boardHref(query.view, previous)} variant="outline" size="sm">
          Previous
        </ButtonLink>
        <ButtonLink href={boardHref(query.view, today)} variant="outline" size="sm">
          Today
        </ButtonLink>
        <ButtonLink href={boardHref(query.view, next)} variant="outline" size="sm">
          Next
        </ButtonLink>
      </nav>
      <DispatchBoard board={board} allHref={query.all ? undefined : `${boardHref(query.view, day)}&all=1`} />
    </>
  );
}
