import { describe, expect, it } from "vitest";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import type { OutboxItem } from "../outbox/store";
import { keptView } from "./kept-view";
import { resumeStep } from "./resume-step";

const ctx = { jobId: 7, driverId: 3, token: "t0k", kind: "pickup" as const };
const SLOTS = ["front", "rear"] as const;

function base(change: Partial<InspectionView> = {}): InspectionView {
  return {
    kind: "pickup",
    state: "open",
    required_slots: [...SLOTS],
    missing_slots: [...SLOTS],
    vin_checked_at: null,
    readings: {
      odometer: null,
      fuel_eighths: null,
      charge_percent: null,
      keys_count: null,
      loose_items: "",
      conditions: [],
      conditions_other: "",
      no_damage: false,
      captured_at: null,
    },
    notes: "",
    photos: [],
    damages: [],
    signature: null,
    addenda: [],
    problems: [],
    at_pickup: null,
    ...change,
  };
}

let seq = 0;
function item(call: OutboxItem["call"], fields: Record<string, unknown>, change: Partial<OutboxItem> = {}): OutboxItem {
  seq += 1;
  return {
    seq,
    token: ctx.token,
    jobId: ctx.jobId,
    call,
    method: "PUT",
    fields: { jobId: 7, driverId: 3, kind: "pickup", ...fields },
    label: call,
    createdAt: "2026-11-28T10:00:00.000Z",
    state: "waiting",
    attempts: 0,
    notBefore: 0,
    ...change,
  };
}

const localUrl = (i: OutboxItem) => `blob:${i.seq}`;

describe("keptView: the server's record with what the phone still holds", () => {
  it("shows a photo kept on the phone in its slot, with the phone's copy, and the slot no longer missing", () => {
    const photo = item("inspection-photo", { id: "p1", place: "front", sha256: "ab", captured_at: "2026-11-28T10:01:00.000Z" });
    const view = keptView(base(), [photo], ctx, localUrl);
    expect(view.photos).toMatchObject([{ id: "p1", place: "front", local_url: `blob:${photo.seq}` }]);
    expect(view.missing_slots).toEqual(["rear"]);
    expect(view.waiting.ids).toEqual(["p1"]);
  });

  it("does not show a photo twice once the server has it", () => {
    const photo = item("inspection-photo", { id: "p1", place: "front" });
    const stored = {
      id: "p1",
      place: "front" as const,
      url: "/files/1",
      sha256: "ab",
      captured_at: "",
      received_at: "",
      clock_doubtful: false,
      latitude: null,
      longitude: null,
    };
    const view = keptView(base({ photos: [stored], missing_slots: ["rear"] }), [photo], ctx, localUrl);
    expect(view.photos).toHaveLength(1);
    expect(view.photos[0]!.local_url).toBeUndefined();
    expect(view.waiting.ids).toEqual([]);
  });

  it("applies damages in the order they were made: marked, changed, taken off", () => {
    const mark = { id: "d1", view: "top", x: 0.4, y: 0.2, area: "01", type: "02", severity: "2", photo_ids: ["p9"] };
    const marked = keptView(base(), [item("inspection-damage", mark)], ctx, localUrl);
    expect(marked.damages).toHaveLength(1);
    expect(marked.damages[0]!.code).toBe("01022");
    const moved = keptView(base(), [item("inspection-damage", mark), item("inspection-damage", { ...mark, x: 0.6 })], ctx, localUrl);
    expect(moved.damages.map((d) => d.x)).toEqual([0.6]);
    const removed = keptView(
      base(),
      [item("inspection-damage", mark), item("inspection-damage", { id: "d1" }, { method: "DELETE" })],
      ctx,
      localUrl,
    );
    expect(removed.damages).toEqual([]);
  });

  it("takes the latest readings, the VIN and the signature as waiting, and resumes after them", () => {
    const items = [
      item("check-vin", { vin: "123456" }, { method: "POST" }),
      item("inspection-photo", { id: "p1", place: "front" }),
      item("inspection-photo", { id: "p2", place: "rear" }),
      item("inspection-readings", {
        odometer: 48_250,
        fuel_eighths: 4,
        keys_count: 2,
        no_damage: true,
        captured_at: "2026-11-28T10:05:00.000Z",
      }),
    ];
    const view = keptView(base(), items, ctx, localUrl);
    expect(view.waiting).toMatchObject({ vin: true, readings: true, signature: false });
    expect(view.readings).toMatchObject({ odometer: 48_250, fuel_eighths: 4, keys_count: 2, no_damage: true });
    expect(resumeStep(view, ["vin", "photos", "readings", "damages", "sign"])).toBe(4);
    const signed = keptView(base(), [...items, item("sign-inspection", { id: "s1" }, { method: "POST" })], ctx, localUrl);
    expect(signed.waiting.signature).toBe(true);
  });

  it("leaves out what the server refused, and parts of another inspection or link", () => {
    const items = [
      item("inspection-photo", { id: "p1", place: "front" }, { state: "refused", message: "No." }),
      item("inspection-photo", { id: "p2", place: "front", kind: "delivery" }),
      item("inspection-photo", { id: "p3", place: "front" }, { token: "other" }),
    ];
    const view = keptView(base(), items, ctx, localUrl);
    expect(view.photos).toEqual([]);
    expect(view.missing_slots).toEqual(["front", "rear"]);
  });
});
