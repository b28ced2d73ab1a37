"use client";

import * as React from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { JobRow } from "@/components/jobs/job-row";
import { api, isAbortError, toastError } from "@/lib/api/client";
import { DEFAULT_PAGE_SIZE } from "@/lib/api/page-size";
import { JobCard } from "./job-card";
import { StatusFilterSelect } from "./status-filter-select";
import { statusFilters } from "./status-filters";

/** SPEC.md §9: the next page loads within 50px of the bottom, and only after a full page. */
export const SCROLL_THRESHOLD_PX = 50;
const PAGE_SIZE = DEFAULT_PAGE_SIZE;
const LOAD_FAILED = "Failed to load jobs.";

type QuickAccessProps = {
  audience: "customer" | "staff";
  /** Page 1 of 'All', rendered by the server. */
  initialJobs: JobRow[];
};

type ListState = { tab: string; jobs: JobRow[]; page: number; lastCount: number };

/** SPEC.md §2 'Quick Access': the role's jobs as cards, filtered by status, with infinite scroll. */
export function QuickAccess({ audience, initialJobs }: QuickAccessProps) {
  const filters = React.useMemo(() => statusFilters(audience), [audience]);
  const [list, setList] = React.useState<ListState>({ tab: "all", jobs: initialJobs, page: 1, lastCount: initialJobs.length });
  const [isLoading, setIsLoading] = React.useState(false);
  const [hasFailed, setHasFailed] = React.useState(false);
  const request = React.useRef<AbortController | null>(null);
  const scroller = React.useRef<HTMLDivElement>(null);

  const load = React.useCallback(
    async (tab: string, page: number) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setIsLoading(true);
      setHasFailed(false);
      try {
        const { data } = await api<JobRow[]>(`${audience === "customer" ? "customer" : "admin"}/get-all-jobs-by-status`, {
          query: { page, limit: PAGE_SIZE, tabName: tab },
          signal: controller.signal,
        });
        setList((prev) => {
          if (page === 1) return { tab, jobs: data, page, lastCount: data.length };
          // A job created meanwhile shifts the pages by one: never show a card twice.
          const seen = new Set(prev.jobs.map((j) => j.id));
          return { tab, jobs: [...prev.jobs, ...data.filter((j) => !seen.has(j.id))], page, lastCount: data.length };
        });
      } catch (error) {
        if (isAbortError(error)) return;
        setHasFailed(true);
        toastError(error, LOAD_FAILED);
      } finally {
        if (request.current === controller) {
          request.current = null;
          setIsLoading(false);
        }
      }
    },
    [audience],
  );

  React.useEffect(() => () => request.current?.abort(), []);

  const canLoadMore = !isLoading && !hasFailed && list.lastCount === PAGE_SIZE;

  function loadMoreAtBottom(el: HTMLDivElement) {
    if (canLoadMore && el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD_PX) void load(list.tab, list.page + 1);
  }

  // The list is drawn by the server: a scroll to its bottom before the page hydrated left no
  // event to answer, so look once when it has (with the first render's state, as intended).
  React.useEffect(() => {
    if (scroller.current && scroller.current.scrollTop > 0) loadMoreAtBottom(scroller.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page has hydrated
  }, []);

  function onFilter(tab: string) {
    // A new filter starts again at page 1 with an empty list.
    setList({ tab, jobs: [], page: 1, lastCount: 0 });
    scroller.current?.scrollTo({ top: 0 });
    void load(tab, 1);
  }

  const detailPath = audience === "customer" ? "/jobs/job-details" : "/admin-jobs/job-details";

  return (
    <section aria-labelledby="quick-access-title" className="flex min-w-0 flex-col rounded-xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4 sm:px-6">
        <h2 id="quick-access-title" className="text-lg font-semibold">
          Quick Access
        </h2>
        <div className="flex items-center gap-2">
          <Label htmlFor="quick-access-status" className="text-muted-foreground">
            Status :
          </Label>
          <StatusFilterSelect id="quick-access-status" value={list.tab} filters={filters} onChange={onFilter} />
        </div>
      </div>

      <div
        ref={scroller}
        onScroll={(event) => loadMoreAtBottom(event.currentTarget)}
        data-testid="quick-access-list"
        aria-busy={isLoading}
        className="h-[min(70dvh,40rem)] overflow-y-auto overscroll-contain p-4 sm:px-6"
      >
        {list.jobs.length > 0 ? (
          <ul className="grid gap-3" aria-label="Jobs">
            {list.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} href={`${detailPath}/${job.id}`} />
              </li>
            ))}
          </ul>
        ) : null}
        {!isLoading && !hasFailed && list.jobs.length === 0 ? (
          <p className="py-12 text-center text-sm text-muted-foreground">No jobs found.</p>
        ) : null}
        {isLoading ? (
          <p role="status" className="py-4 text-center text-sm text-muted-foreground">
            Loading more...
          </p>
        ) : null}
        {hasFailed ? (
          <div className="flex flex-col items-center gap-2 py-4 text-sm text-muted-foreground">
            <p>{LOAD_FAILED}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void load(list.tab, list.jobs.length === 0 ? 1 : list.page + 1)}
            >
              Try again
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
