import { describe, expect, it } from "vitest";
import { PING_STYLES, pingAge, pingAgeText, pingColour, sortByPing } from "./ping-age";

const now = new Date("2026-03-10T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("pingAge", () => {
  it.each([
    { minutes: 0, age: "fresh" },
    { minutes: 14.99, age: "fresh" },
    { minutes: 15, age: "stale" },
    { minutes: 119, age: "stale" },
    { minutes: 120, age: "lost" },
    { minutes: 60 * 24, age: "lost" },
    // A phone clock a little ahead: the ping is new, not lost.
    { minutes: -1, age: "fresh" },
  ])("$minutes minutes ago: $age", ({ minutes, age }) => {
    expect(pingAge(minutesAgo(minutes), now)).toBe(age);
  });

  it("is lost without any position", () => {
    expect(pingAge(null, now)).toBe("lost");
  });
});

describe("pingColour", () => {
  it.each([
    { minutes: 5, colour: PING_STYLES.fresh.color },
    { minutes: 30, colour: PING_STYLES.stale.color },
    { minutes: 180, colour: PING_STYLES.lost.color },
    { minutes: null, colour: PING_STYLES.lost.color },
  ])("$minutes minutes ago: $colour", ({ minutes, colour }) => {
    expect(pingColour(minutes === null ? null : minutesAgo(minutes), now)).toBe(colour);
  });

  it("gives each age its own colour", () => {
    expect(new Set(Object.values(PING_STYLES).map((style) => style.color)).size).toBe(3);
  });
});

describe("pingAgeText", () => {
  it.each([
    { minutes: null, text: "no ping yet" },
    { minutes: 0.5, text: "0 min" },
    { minutes: 59, text: "59 min" },
    { minutes: 60, text: "1 h" },
    { minutes: 125, text: "2 h 5 min" },
    { minutes: 60 * 50, text: "2 d" },
    { minutes: -3, text: "0 min" },
  ])("$minutes minutes ago: $text", ({ minutes, text }) => {
    expect(pingAgeText(minutes === null ? null : minutesAgo(minutes), now)).toBe(text);
  });
});

describe("sortByPing", () => {
  const row = (jobId: number, minutes: number | null) => ({
    jobId,
    position: minutes === null ? null : { at: minutesAgo(minutes).toISOString() },
  });
  const rows = [row(1, 10), row(2, null), row(3, 300), row(4, 1)];

  it("puts the oldest ping first, a job without any before all", () => {
    expect(sortByPing(rows, "oldest").map((r) => r.jobId)).toEqual([2, 3, 1, 4]);
  });

  it("puts the newest ping first the other way", () => {
    expect(sortByPing(rows, "newest").map((r) => r.jobId)).toEqual([4, 1, 3, 2]);
  });
});
