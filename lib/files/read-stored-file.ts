import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { drivers, jobs, storedFiles } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { FILE_NOT_FOUND, openFile, type OpenedFile } from "@/lib/storage/store-file";
import { canReadFile, type FileAccessInfo } from "./can-read-file";
import type { ThumbnailWidth } from "./file-url";
import { openThumbnail } from "./thumbnail";

/** The file's access scope: its job and that job's company, or the driver whose picture it is. */
export async function getFileAccessInfo(db: DbOrTx, id: string, viewerCompanyId: number | null = null): Promise<FileAccessInfo | null> {
  const [row] = await db
    .select({
      jobId: storedFiles.jobId,
      jobCompanyId: jobs.companyId,
      pictureOfDriverId: drivers.id,
      pictureSeenByCompany: sql<boolean>`${drivers.id} is not null and exists (
        select 1 from ${jobs} as seen where seen.driver_id = ${drivers.id} and seen.company_id = ${viewerCompanyId ?? -1})`,
    })
    .from(storedFiles)
    .leftJoin(jobs, eq(jobs.id, storedFiles.jobId))
    .leftJoin(drivers, eq(drivers.profilePicture, storedFiles.id))
    .where(eq(storedFiles.id, id))
    .limit(1);
  return row ?? null;
}

/** The file as sent, or its thumbnail of a width (?w=): one access rule for both. */
export const openOriginalOrThumbnail = (db: DbOrTx, id: string, width?: ThumbnailWidth) =>
  width ? openThumbnail(db, id, width) : openFile(db, id);

/** GET /files/[id]: the bytes (or a thumbnail's), for a caller allowed to see them; anyone else gets "not found". */
export async function readStoredFile(db: DbOrTx, actor: Actor, id: string, width?: ThumbnailWidth): Promise<OpenedFile> {
  const access = await getFileAccessInfo(db, id, actor.companyId);
  if (!access || !canReadFile(actor, access)) throw notFound(FILE_NOT_FOUND);
  return openOriginalOrThumbnail(db, id, width);
}

/** The served answer: the recorded type, shown inline, never sniffed, cached only by the browser. */
export function fileResponse(file: OpenedFile): Response {
  const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const disposition = file.originalName
    ? `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`
    : "inline";
  return new Response(file.body, {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.sizeBytes),
      "Content-Disposition": disposition,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=3600",
    },
  });
}
