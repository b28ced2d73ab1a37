import { getDb } from "@/db/client";
import { notFound, parseOrThrow, unauthenticated } from "@/lib/api/errors";
import { requestToken, withPublic } from "@/lib/api/handler";
import { actorFromToken } from "@/lib/auth/actor";
import { readFileWithDriverLink } from "@/lib/driver-link/read-driver-file";
import { fileResponse, readStoredFile } from "@/lib/files/read-stored-file";
import { thumbnailQuerySchema } from "@/lib/files/thumbnail";
import { FILE_NOT_FOUND, isFileId } from "@/lib/storage/store-file";

// GET /api/v1/files/[id] — a stored file, for a caller allowed to see it (lib/files/can-read-file.ts):
// a signed-in user (session cookie or bearer), or the job's driver link as ?token= (an <img> sends no header);
// ?w=320 or 640: a smaller WebP copy of an image (lib/files/thumbnail.ts), under the same rule.
export const GET = withPublic(async ({ req, params }) => {
  const db = await getDb();
  const id = String(params.id ?? "");
  if (!isFileId(id)) throw notFound(FILE_NOT_FOUND);
  const query = new URL(req.url).searchParams;
  const { w: width } = parseOrThrow(thumbnailQuerySchema, { w: query.get("w") ?? undefined });
  const linkToken = query.get("token");
  const sessionToken = requestToken(req);
  if (linkToken) {
    const read = await readFileWithDriverLink(db, linkToken, id, width);
    if (read.kind === "file") return fileResponse(read.file);
    if (!sessionToken) throw read.kind === "invalid" ? unauthenticated() : notFound(FILE_NOT_FOUND);
  }
  const actor = await actorFromToken(db, sessionToken);
  return fileResponse(await readStoredFile(db, actor, id, width));
});
