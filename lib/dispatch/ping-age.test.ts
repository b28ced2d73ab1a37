import { describe, expect, it } from "vitest";
import { pingAge } from "./ping-age";

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
