import { api } from "@/lib/api/client";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import { photoPlaceLabel, type InspectionKind, type PhotoPlace } from "@/lib/inspections/vocabulary";
import { keepItem } from "../outbox/sender";
import { forgetView, savedView, saveView, type OutboxCall, type OutboxItem } from "../outbox/store";
import type { PreparedPhoto } from "./evidence";

/** The job, driver and link of the inspection being made. */
export type InspectionContext = { jobId: number; driverId: number; token: string; kind: InspectionKind };

const refOf = ({ jobId, driverId, kind }: InspectionContext) => ({ jobId, driverId, kind });
const viewKey = (ctx: InspectionContext) => `${ctx.token}:inspection:${ctx.jobId}:${ctx.kind}`;

/** The server's record of the inspection; without signal, the last one the phone was given. */
export async function loadInspection(ctx: InspectionContext): Promise<InspectionView> {
  try {
    const { data } = await api<InspectionView>("driver/inspection", { query: { ...refOf(ctx), token: ctx.token } });
    await rememberInspection(ctx, data);
    return data;
  } catch (error) {
    const saved = await savedView<InspectionView>(viewKey(ctx)).catch(() => null);
    if (saved) return saved;
    throw error;
  }
}

/**
 * The server's answer to a part, kept as the phone's latest copy of the record; once the
 * inspection is signed on the server the phone needs no copy (its photos left with the outbox).
 */
export const rememberInspection = (ctx: InspectionContext, view: InspectionView) =>
  (view.state === "signed" ? forgetView(viewKey(ctx)) : saveView(viewKey(ctx), view)).catch(() => undefined);

const LABELS: Record<
  Exclude<
    OutboxCall,
    | "inspection-photo"
    | "begin-trip"
    | "update-location"
    | "upload-trip-document"
    | "add-expense"
    | "report-pickup-exception"
    | "arrive-at-pickup"
  >,
  string
> = {
  "check-vin": "VIN check",
  "inspection-damage": "Damage",
  "inspection-readings": "Readings",
  "sign-inspection": "Signature",
};

/** Keeps one part on the phone (the outbox) and starts sending it: the page shows it at once, as waiting. */
export async function keepPart(
  ctx: InspectionContext,
  call: keyof typeof LABELS,
  fields: Record<string, unknown>,
  method: "POST" | "PUT" | "DELETE" = "PUT",
): Promise<OutboxItem> {
  const label = `${LABELS[call]}${method === "DELETE" ? " removed" : ""}`;
  return keepItem({ token: ctx.token, jobId: ctx.jobId, call, method, fields: { ...refOf(ctx), ...fields }, label });
}

/** Keeps one photo (its shrunk JPEG and its evidence) on the phone and starts sending it. */
export async function keepPhoto(
  ctx: InspectionContext,
  part: { id: string; place: PhotoPlace; photo: PreparedPhoto },
): Promise<OutboxItem> {
  const { id, place, photo } = part;
  const fields = {
    ...refOf(ctx),
    id,
    place,
    sha256: photo.sha256,
    captured_at: photo.capturedAt,
    ...(photo.position ? { latitude: photo.position.latitude, longitude: photo.position.longitude } : {}),
  };
  const label = `Photo: ${photoPlaceLabel(place)}`;
  const files = [{ field: "photo", blob: photo.file, name: photo.file.name }];
  return keepItem({ token: ctx.token, jobId: ctx.jobId, call: "inspection-photo", method: "PUT", fields, files, label });
}
