import { describe, expect, it } from "vitest";
import { isClockDoubtful } from "./clock";

const sent = "2026-11-28T08:00:00Z";
const received = "2026-11-28T10:00:00Z";

describe("isClockDoubtful", () => {
  it.each([
    ["taken between the link and its receipt", "2026-11-28T09:30:00Z", false],
    ["taken the moment the link was sent", sent, false],
    ["taken before the link was sent", "2026-11-28T07:59:59Z", true],
    ["a year before (a phone's clock reset)", "2025-11-28T09:00:00Z", true],
    ["ahead of its receipt by under five minutes", "2026-11-28T10:04:59Z", false],
    ["ahead of its receipt by five minutes exactly", "2026-11-28T10:05:00Z", false],
    ["ahead of its receipt by more than five minutes", "2026-11-28T10:05:01Z", true],
    ["a day ahead", "2026-11-29T10:00:00Z", true],
  ])("%s: %s", (_label, capturedAt, doubtful) => {
    expect(isClockDoubtful({ capturedAt, receivedAt: received, linkSentAt: sent })).toBe(doubtful);
  });

  it("judges by what it knows: no link time, only the receipt; no capture time, nothing", () => {
    expect(isClockDoubtful({ capturedAt: "2020-01-01T00:00:00Z", receivedAt: received, linkSentAt: null })).toBe(false);
    expect(isClockDoubtful({ capturedAt: "2026-11-29T10:00:00Z", receivedAt: received, linkSentAt: null })).toBe(true);
    expect(isClockDoubtful({ capturedAt: null, receivedAt: received, linkSentAt: sent })).toBe(false);
  });
});
