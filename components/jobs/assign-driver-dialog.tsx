"use client";

import * as React from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldMessage } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useResetOnOpen } from "@/components/ui/use-reset-on-open";
import { api, isAbortError } from "@/lib/api/client";
import { MAX_PAGE_SIZE } from "@/lib/api/page-size";
import { formatPhone } from "@/lib/format/phone";
import { jobLabel } from "@/lib/format/route-text";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";
import { assignDriverAction } from "@/lib/jobs/actions";
import type { jobDriverSchema } from "@/lib/jobs/schemas";
import { cn } from "@/lib/utils";

type DriverOption = { id: number; name: string; phone: string; active_status: string };

type AssignDriverDialogProps = {
  jobId: number;
  currentDriverId?: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone?: () => void;
};

/** The chosen radio's value ("" until one is chosen); the schema's message is 'Please select a driver.'. */
type AssignValues = { jobId: number; driverId: string };
type AssignPayload = z.output<typeof jobDriverSchema>;

const resolver = lazyZodResolver<AssignValues, AssignPayload>(() => import("@/lib/jobs/schemas").then((m) => m.jobDriverSchema));

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; drivers: DriverOption[] };

/** SPEC.md §2 "Assign Driver" modal: choose one of the active drivers; closes on success. */
export function AssignDriverDialog({ jobId, currentDriverId, open, onOpenChange, onDone }: AssignDriverDialogProps) {
  const [load, setLoad] = React.useState<Load>({ state: "loading" });
  const [filter, setFilter] = React.useState("");
  const {
    form,
    formProps,
    isPending: isSubmitting,
  } = useActionForm<AssignValues, AssignPayload>({
    action: assignDriverAction,
    resolver,
    defaultValues: { jobId, driverId: "" },
    onSuccess: () => {
      onOpenChange(false);
      onDone?.();
    },
  });
  const { register, control, reset, formState } = form;
  const chosen = useWatch({ control, name: "driverId" });
  const alert = formState.errors.driverId?.message;
  const alertId = `assign-driver-${jobId}-alert`;

  useResetOnOpen(open, () => {
    reset({ jobId, driverId: "" });
    setFilter("");
    setLoad({ state: "loading" });
  });

  React.useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    // One request with the largest page: the active drivers fit on it.
    api<DriverOption[]>("admin/get-all-drivers", { query: { page: 1, limit: MAX_PAGE_SIZE }, signal: controller.signal })
      .then(({ data }) => setLoad({ state: "ready", drivers: data.filter((d) => d.active_status === "active") }))
      .catch((error) => {
        if (!isAbortError(error)) setLoad({ state: "failed" });
      });
    return () => controller.abort();
  }, [open]);

  const needle = filter.trim().toLowerCase();
  const digits = needle.replace(/\D/g, "");
  const shown =
    load.state === "ready"
      ? load.drivers.filter((d) => !needle || d.name.toLowerCase().includes(needle) || (digits !== "" && d.phone.includes(digits)))
      : [];

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Assign Driver</DialogTitle>
          <DialogDescription>Choose an active driver for {jobLabel(jobId)}.</DialogDescription>
        </DialogHeader>

        <Input
          type="search"
          aria-label="Search drivers"
          placeholder="Search by name or phone"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          disabled={load.state !== "ready"}
        />

        <form {...formProps} className="grid gap-4">
          <input type="hidden" name="jobId" value={jobId} />
          <fieldset className="min-w-0" aria-describedby={alert ? alertId : undefined}>
            <legend className="sr-only">Driver</legend>
            <div className="grid max-h-72 gap-2 overflow-y-auto pr-1" aria-busy={load.state === "loading"}>
              {load.state === "loading" ? <p className="py-6 text-center text-sm text-muted-foreground">Loading drivers...</p> : null}
              {load.state === "failed" ? <p className="py-6 text-center text-sm text-destructive">Failed to load drivers.</p> : null}
              {load.state === "ready" && shown.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">No active drivers found.</p>
              ) : null}
              {shown.map((driver) => (
                <label
                  key={driver.id}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors hover:bg-accent",
                    "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                    chosen === String(driver.id) && "border-primary bg-primary/5",
                  )}
                >
                  <input type="radio" value={driver.id} className="size-4 accent-primary" {...register("driverId")} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{driver.name}</span>
                    <span className="block text-muted-foreground">{formatPhone(driver.phone)}</span>
                  </span>
                  {driver.id === currentDriverId ? <span className="text-xs text-muted-foreground">Current driver</span> : null}
                </label>
              ))}
            </div>
          </fieldset>

          <FieldMessage id={alertId}>{alert}</FieldMessage>

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Close
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting || load.state !== "ready"}>
              {isSubmitting ? "Assigning..." : "Assign"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
