import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { fileVariants, storedFiles } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { storageForNewFiles, storageOf } from "./index";

export type StoreFileInput = {
  bytes: Uint8Array;
  contentType: string;
  originalName: string;
  /** The access scope: the job the file belongs to; leave out for profile pictures (staff only). */
  jobId?: number | null;
};

export const FILE_NOT_FOUND = "File not found.";

/** 16 random bytes: the id is the file's URL, so it must not be guessable. */
const newFileId = () => randomBytes(16).toString("base64url");
/** Whether a path segment can be a stored file's id at all (anything else is "not found" without a query). */
export const isFileId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** The uploader's file name, kept for display only: no path separators or control characters. */
function cleanName(name: string): string {
  return [...name]
    .map((c) => (c === "/" || c === "\\" || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? "_" : c))
    .join("")
    .slice(0, 200);
}

/** Saves the bytes in the current storage and records them; answers the stored file id. */
export async function storeFile(db: DbOrTx, input: StoreFileInput): Promise<string> {
  const { bytes, contentType, originalName, jobId = null } = input;
  const id = newFileId();
  const storage = storageForNewFiles();
  const name = cleanName(originalName);
  const storageKey = await storage.put({ id, bytes, contentType, originalName: name });
  try {
    await db.insert(storedFiles).values({
      id,
      storage: storage.kind,
      storageKey,
      contentType,
      sizeBytes: bytes.byteLength,
      originalName: name,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      jobId,
    });
  } catch (error) {
    await storage.remove(storageKey).catch(() => {});
    throw error;
  }
  return id;
}

export type OpenedFile = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  sizeBytes: number;
  originalName: string;
};

/** The stored bytes and their recorded content type (no access check: see lib/files). */
export async function openFile(db: DbOrTx, id: string): Promise<OpenedFile> {
  const [file] = await db
    .select({
      storage: storedFiles.storage,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      originalName: storedFiles.originalName,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const body = await storageOf(file.storage).get(file.storageKey);
  return { body, contentType: file.contentType, sizeBytes: file.sizeBytes, originalName: file.originalName };
}

/** Deletes the record (its thumbnails' go with it), then the bytes (best effort: a leftover blob is harmless, a dangling row is not). */
export async function deleteStoredFile(db: DbOrTx, id: string): Promise<void> {
  const variants = await db
    .select({ storage: fileVariants.storage, storageKey: fileVariants.storageKey })
    .from(fileVariants)
    .where(eq(fileVariants.fileId, id));
  const [file] = await db
    .delete(storedFiles)
    .where(eq(storedFiles.id, id))
    .returning({ storage: storedFiles.storage, storageKey: storedFiles.storageKey });
  if (!file) return;
  for (const stored of [file, ...variants]) {
    await storageOf(stored.storage)
      .remove(stored.storageKey)
      .catch((error: unknown) => console.error(`[storage] could not remove ${stored.storage}:${stored.storageKey}`, error));
  }
}
