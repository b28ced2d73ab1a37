import type { InspectionView } from "@/lib/inspections/inspection-view";
import {
  damageCode,
  describeDamage,
  type DamageArea,
  type DamageSeverity,
  type DamageType,
  type PhotoPlace,
} from "@/lib/inspections/vocabulary";
import type { OutboxItem } from "../outbox/store";
import type { InspectionContext } from "./inspection-api";

/** The inspection as the driver sees it: the server's record with what the phone still holds on top. */
export type KeptView = InspectionView & {
  photos: (InspectionView["photos"][number] & { local_url?: string })[];
  /** What is on the phone only, waiting to be sent (nothing here is claimed as on the server). */
  waiting: { vin: boolean; readings: boolean; signature: boolean; ids: string[] };
};

type Fields = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" && Number.isFinite(+v) ? +v : null);

/** Whether a kept item is a part of this inspection. */
export function isPartOf(item: Pick<OutboxItem, "token" | "jobId" | "fields" | "call">, ctx: InspectionContext): boolean {
  if (item.token !== ctx.token || item.jobId !== ctx.jobId) return false;
  return item.call === "check-vin" ? ctx.kind === "pickup" : item.fields.kind === ctx.kind;
}

function withPhoto(view: KeptView, f: Fields, localUrl: string): void {
  const id = str(f.id);
  if (view.photos.some((p) => p.id === id)) return;
  const place = str(f.place) as PhotoPlace;
  view.photos.push({
    id,
    place,
    url: "",
    local_url: localUrl,
    sha256: str(f.sha256),
    captured_at: str(f.captured_at),
    received_at: "",
    clock_doubtful: false,
    latitude: num(f.latitude),
    longitude: num(f.longitude),
  });
  view.missing_slots = view.missing_slots.filter((slot) => slot !== place);
  view.waiting.ids.push(id);
}

function withDamage(view: KeptView, f: Fields): void {
  const id = str(f.id);
  const kind = { area: str(f.area) as DamageArea, type: str(f.type) as DamageType, severity: str(f.severity) as DamageSeverity };
  const damage = {
    id,
    view: f.view === "side" ? ("side" as const) : ("top" as const),
    x: num(f.x) ?? 0,
    y: num(f.y) ?? 0,
    ...kind,
    code: damageCode(kind),
    description: describeDamage(kind),
    photo_ids: Array.isArray(f.photo_ids) ? f.photo_ids.map(String) : [],
    captured_at: str(f.captured_at),
    received_at: "",
    clock_doubtful: false,
  };
  const at = view.damages.findIndex((d) => d.id === id);
  if (at >= 0) view.damages[at] = damage;
  else view.damages.push(damage);
  view.waiting.ids.push(id);
}

/**
 * The server's record with the phone's waiting parts applied in the order they were made: a
 * resumed page shows what was taken whether or not it was sent. Refused parts are not applied
 * (the server will not hold them; the bar lists them).
 */
export function keptView(
  base: InspectionView,
  items: OutboxItem[],
  ctx: InspectionContext,
  localUrlOf: (item: OutboxItem) => string,
): KeptView {
  const view: KeptView = {
    ...base,
    photos: [...base.photos],
    damages: [...base.damages],
    readings: { ...base.readings },
    missing_slots: [...base.missing_slots],
    waiting: { vin: false, readings: false, signature: false, ids: [] },
  };
  for (const item of items) {
    if (item.state !== "waiting" || !isPartOf(item, ctx)) continue;
    const f = item.fields;
    if (item.call === "check-vin") view.waiting.vin = view.vin_checked_at === null;
    else if (item.call === "inspection-photo") withPhoto(view, f, localUrlOf(item));
    else if (item.call === "inspection-damage" && item.method === "DELETE") view.damages = view.damages.filter((d) => d.id !== f.id);
    else if (item.call === "inspection-damage") withDamage(view, f);
    else if (item.call === "inspection-readings") {
      view.readings = {
        odometer: num(f.odometer),
        fuel_eighths: num(f.fuel_eighths),
        charge_percent: num(f.charge_percent),
        keys_count: num(f.keys_count),
        loose_items: str(f.loose_items),
        conditions: Array.isArray(f.conditions) ? f.conditions.map(String) : [],
        conditions_other: str(f.conditions_other),
        no_damage: f.no_damage === true,
        captured_at: str(f.captured_at) || item.createdAt,
      };
      view.waiting.readings = true;
    } else if (item.call === "sign-inspection" && view.signature === null) {
      view.waiting.signature = true;
    }
  }
  return view;
}
