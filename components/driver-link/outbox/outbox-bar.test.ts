import { describe, expect, it } from "vitest";
import { barText } from "./outbox-bar";
import { EMPTY_STATUS, type OutboxStatus } from "./status";

const waiting = (n: number) => Array.from({ length: n }, (_, i) => ({ seq: i + 1, label: `Photo ${i + 1}`, createdAt: "" }));
const at = (change: Partial<OutboxStatus>) => barText({ ...EMPTY_STATUS, ...change }, () => "10:42 AM");

describe("the outbox bar says what is true", () => {
  it.each<[string, Partial<OutboxStatus>, string | null]>([
    ["nothing ever kept", {}, null],
    ["three waiting", { waiting: waiting(3) }, "3 waiting to send"],
    ["sending", { waiting: waiting(2), isSending: true }, "Sending…"],
    ["no signal with items", { waiting: waiting(3), isOffline: true }, "No signal: saved on this phone (3 waiting to send)"],
    ["no signal, nothing waiting", { isOffline: true, lastSentAt: "2026-11-28T10:42:00Z" }, "No signal: saved on this phone"],
    ["all sent", { lastSentAt: "2026-11-28T10:42:00Z" }, "All sent at 10:42 AM"],
  ])("%s", (_, status, text) => {
    expect(at(status)).toBe(text);
  });
});
