"use client";

import { XIcon } from "lucide-react";
import type { z } from "zod";
import { useActionForm } from "@/components/ui/action-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { clearDayOffAction, markDayOffAction } from "@/lib/dispatch/actions";
import type { setDriverDayOffSchema } from "@/lib/dispatch/schemas";
import { formatShortDate } from "@/lib/format/dates";
import { lazyZodResolver } from "@/lib/forms/lazy-resolver";

type DayValues = { day: string };
type DayOffPayload = z.output<typeof setDriverDayOffSchema>;
const resolver = lazyZodResolver<DayValues, DayOffPayload>(() => import("@/lib/dispatch/schemas").then((m) => m.setDriverDayOffSchema));

/**
 * A driver's days off on the board (DECISIONS.md "Dispatch": staff set them there): each marked day
 * with a button that clears it, and a form that marks one of the board's days. Both are the one form
 * pattern: native posts to the board's actions before the script, checked and sent after it.
 */
export function DaysOffControls({
  driverId,
  name,
  dates,
  daysOff,
}: {
  driverId: number;
  name: string;
  dates: string[];
  daysOff: string[];
}) {
  const free = dates.filter((day) => !daysOff.includes(day));
  return (
    <div className="grid gap-2 text-xs">
      {daysOff.length > 0 ? (
        <p className="flex flex-wrap items-center gap-1">
          <span className="text-muted-foreground">Off:</span>
          {daysOff.map((day) => (
            <ClearDayOff key={day} driverId={driverId} name={name} day={day} />
          ))}
        </p>
      ) : null}
      {free.length > 0 ? <MarkDayOff driverId={driverId} name={name} days={free} /> : null}
    </div>
  );
}

function ClearDayOff({ driverId, name, day }: { driverId: number; name: string; day: string }) {
  const { formProps, hiddenInputs, isPending } = useActionForm<DayValues, DayOffPayload>({
    action: clearDayOffAction,
    resolver,
    defaultValues: { day },
    hidden: { driverId, day, off: "false" },
  });
  return (
    <form {...formProps} className="inline-flex">
      {hiddenInputs}
      <Badge variant="outline" className="gap-1 pr-0.5">
        {formatShortDate(day)}
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          className="size-6"
          disabled={isPending}
          aria-label={`Clear ${name}'s day off ${formatShortDate(day)}`}
        >
          <XIcon className="size-3" aria-hidden="true" />
        </Button>
      </Badge>
    </form>
  );
}

function MarkDayOff({ driverId, name, days }: { driverId: number; name: string; days: string[] }) {
  const { formProps, hiddenInputs, registerField, isPending } = useActionForm<DayValues, DayOffPayload>({
    action: markDayOffAction,
    resolver,
    defaultValues: { day: days[0]! },
    hidden: { driverId, off: "true" },
  });
  const selectId = `day-off-${driverId}`;
  return (
    <form {...formProps} className="flex gap-2" aria-label={`${name}'s day off`}>
      {hiddenInputs}
      <label htmlFor={selectId} className="sr-only">
        Day off for {name}
      </label>
      <NativeSelect id={selectId} className="h-8 min-w-0 flex-1 text-xs" {...registerField("day")}>
        {days.map((day) => (
          <option key={day} value={day}>
            {formatShortDate(day)}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" variant="outline" size="sm" className="h-8" disabled={isPending}>
        Mark day off
      </Button>
    </form>
  );
}
