import type { DbOrTx } from "@/db/client";
import { AppError } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { canDriverLinkReadFile } from "@/lib/files/can-read-file";
import { getFileAccessInfo, openOriginalOrThumbnail } from "@/lib/files/read-stored-file";
import type { ThumbnailWidth } from "@/lib/files/file-url";
import { readDriverLink } from "@/lib/auth/driver-link-token";
import type { OpenedFile } from "@/lib/storage/store-file";
import { verifyDriverLink } from "./verify-link";

/** What a driver link earns on the files route: the file, or why not (no genuine token, or not this job's file). */
export type DriverFileRead = { kind: "file"; file: OpenedFile } | { kind: "invalid" } | { kind: "denied" };

/** GET /files/[id]?token= (and ?w=): a file of the link's own job, while the link is not revoked (expired links still read). */
export async function readFileWithDriverLink(db: DbOrTx, token: string, fileId: string, width?: ThumbnailWidth): Promise<DriverFileRead> {
  const claims = await readDriverLink(token, env().AUTH_SECRET);
  if (!claims) return { kind: "invalid" };
  const access = await getFileAccessInfo(db, fileId);
  if (!access || !canDriverLinkReadFile(claims, access)) return { kind: "denied" };
  try {
    await verifyDriverLink(db, { token, jobId: claims.jobId, driverId: claims.driverId });
  } catch (error) {
    if (error instanceof AppError) return { kind: "denied" };
    throw error;
  }
  return { kind: "file", file: await openOriginalOrThumbnail(db, fileId, width) };
}
