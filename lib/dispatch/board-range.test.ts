import { describe, expect, it } from "vitest";
import { boardDates, boardRangeSchema, neighbourDates } from "./board-range";

describe("boardRangeSchema", () => {
  it("reads the view and date, and falls back on a bad one rather than failing the page", () => {
    expect(boardRangeSchema.parse({ view: "day", date: "2026-03-10" })).toEqual({ view: "day", date: "2026-03-10" });
    expect(boardRangeSchema.parse({ view: "month", date: "2026-02-30" })).toEqual({ view: "week", date: undefined });
    expect(boardRangeSchema.parse({})).toEqual({ view: "week", date: undefined });
  });
});

describe("boardDates", () => {
  it("is the one day in the day view", () => {
    expect(boardDates({ view: "day", date: "2026-03-10" }, "2026-01-01")).toEqual(["2026-03-10"]);
  });

  it.each([
    { date: "2026-03-09", monday: "2026-03-09" },
    { date: "2026-03-11", monday: "2026-03-09" },
    { date: "2026-03-15", monday: "2026-03-09" },
    { date: "2026-03-16", monday: "2026-03-16" },
  ])("runs Monday to Sunday around $date", ({ date, monday }) => {
    const dates = boardDates({ view: "week", date }, "2026-01-01");
    expect(dates).toHaveLength(7);
    expect(dates[0]).toBe(monday);
  });

  it("crosses a month and a year", () => {
    expect(boardDates({ view: "week", date: "2026-12-31" }, "2026-01-01")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("is today's when the URL has no date", () => {
    expect(boardDates({ view: "day" }, "2026-05-05")).toEqual(["2026-05-05"]);
  });
});

describe("neighbourDates", () => {
  it("steps a day or a week", () => {
    expect(neighbourDates({ view: "day", date: "2026-03-01" }, "2026-01-01")).toEqual({ previous: "2026-02-28", next: "2026-03-02" });
    expect(neighbourDates({ view: "week", date: "2026-03-10" }, "2026-01-01")).toEqual({ previous: "2026-03-03", next: "2026-03-17" });
  });
});
