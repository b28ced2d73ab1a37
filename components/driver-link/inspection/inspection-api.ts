import { api, ApiError } from "@/lib/api/client";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import type { InspectionKind, PhotoPlace } from "@/lib/inspections/vocabulary";
import { sendForm } from "../send-form";
import type { PreparedPhoto } from "./evidence";

/** The job, driver and link of the inspection being made. */
export type InspectionContext = { jobId: number; driverId: number; token: string; kind: InspectionKind };

const RETRY_DELAYS_MS = [1_000, 3_000, 8_000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lost answer, a timeout or a busy server is tried again: every part is idempotent by its id. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return typeof error.status !== "number" || error.status >= 500 || error.status === 429;
}

async function withRetries<T>(send: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await send();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      await wait(delay);
    }
  }
  return send();
}

const refOf = ({ jobId, driverId, kind }: InspectionContext) => ({ jobId, driverId, kind });

export async function loadInspection(ctx: InspectionContext): Promise<InspectionView> {
  const { data } = await api<InspectionView>("driver/inspection", { query: { ...refOf(ctx), token: ctx.token } });
  return data;
}

/** Sends one part (JSON) and answers the inspection as it now is. */
export async function sendPart(
  ctx: InspectionContext,
  call: "check-vin" | "inspection-damage" | "inspection-readings" | "sign-inspection",
  fields: Record<string, unknown>,
  method: "POST" | "PUT" | "DELETE" = "PUT",
): Promise<InspectionView> {
  const body = { ...refOf(ctx), ...fields };
  const { data } = await withRetries(() => api<InspectionView>(`driver/${call}`, { method, body, query: { token: ctx.token } }));
  return data;
}

/** Sends one photo with its evidence (multipart, with upload progress). */
export async function sendPhoto(
  ctx: InspectionContext,
  part: { id: string; place: PhotoPlace; photo: PreparedPhoto },
  onProgress?: (share: number) => void,
): Promise<InspectionView> {
  const { id, place, photo } = part;
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...refOf(ctx), id, place, sha256: photo.sha256, captured_at: photo.capturedAt })) {
    body.append(key, String(value));
  }
  if (photo.position) {
    body.append("latitude", String(photo.position.latitude));
    body.append("longitude", String(photo.position.longitude));
  }
  body.append("photo", photo.file, photo.file.name);
  const { data } = await withRetries(() =>
    sendForm<InspectionView>({ method: "PUT", path: "driver/inspection-photo", token: ctx.token, body, onProgress }),
  );
  return data;
}
