import { describe, expect, it } from "vitest";
import { RESCHEDULE_REASON_REQUIRED } from "@/lib/jobs/schemas";
import { TIMING_MESSAGES } from "@/lib/jobs/timing";
import { rescheduleResolver, rescheduleValues, type RescheduleContext, type RescheduleValues } from "./reschedule-form";

const JOB: RescheduleContext = { jobId: 7, status: "submitted", zone: "America/Chicago" };
const DATES = { pickup_date: "2099-03-10", pickup_time: "09:30", dropoff_date: "2099-03-12", dropoff_time: "" };

async function check(values: Partial<RescheduleValues>, context: Partial<RescheduleContext> = {}) {
  const result = await rescheduleResolver(
    { ...rescheduleValues(), ...values },
    { ...JOB, ...context },
    { fields: {}, shouldUseNativeValidation: false },
  );
  const messages = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
  return { payload: result.values, messages };
}

describe("rescheduleResolver", () => {
  it.each([
    ["no dates", {}, {}, { pickup_date: TIMING_MESSAGES.rescheduleRequired, reason: RESCHEDULE_REASON_REQUIRED }],
    [
      "a date without its time",
      { pickup_date: "2099-03-10" },
      {},
      { pickup_time: TIMING_MESSAGES.rescheduleRequired, reason: RESCHEDULE_REASON_REQUIRED },
    ],
    ["a past pickup", { ...DATES, pickup_date: "2000-01-03", reason: "Late" }, {}, { pickup_date: TIMING_MESSAGES.past }],
    ["a blank reason", { ...DATES, reason: "   " }, {}, { reason: RESCHEDULE_REASON_REQUIRED }],
    ["no reason for a job awaiting its date", DATES, { status: "awaiting_reschedule_date" as const }, {}],
    ["'Reschedule for future' without a reason", { isForFuture: true }, {}, { reason: RESCHEDULE_REASON_REQUIRED }],
    [
      "'Reschedule for future' of a job awaiting its date",
      { isForFuture: true },
      { status: "awaiting_reschedule_date" as const },
      { reason: RESCHEDULE_REASON_REQUIRED },
    ],
  ])("refuses or lets through %s", async (_, values, context, expected) => {
    expect((await check(values, context)).messages).toEqual(expected);
  });

  it("sends the route's payload: blank drop-off as null, 'both' as time_relaxation, the reason trimmed", async () => {
    const { payload, messages } = await check({ ...DATES, priority: "both", reason: "  Dealer asked  " });
    expect(messages).toEqual({});
    expect(payload).toEqual({ jobId: 7, ...DATES, dropoff_time: null, time_relaxation: true, reason: "Dealer asked" });
  });

  it("sends no dates for the future, whatever the fields hold", async () => {
    const { payload } = await check({ ...DATES, priority: "both", reason: "Next month", isForFuture: true });
    expect(payload).toEqual({
      jobId: 7,
      pickup_date: null,
      pickup_time: null,
      dropoff_date: null,
      dropoff_time: null,
      reason: "Next month",
    });
  });
});

describe("rescheduleValues", () => {
  it("opens with the job's dates and 'both' for a relaxed job", () => {
    expect(rescheduleValues({ ...DATES, dropoff_time: null }, true)).toEqual({
      ...DATES,
      priority: "both",
      reason: "",
      isForFuture: false,
    });
  });
});
