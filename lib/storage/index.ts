import { env } from "@/lib/env";
import type { FileStorage, StorageKind } from "./file-storage";
import { localStorage } from "./local-storage";
import { uploadThingStorage } from "./uploadthing-storage";

export type { FileStorage, StorageKind } from "./file-storage";

const cache = new Map<StorageKind, FileStorage>();

/** A storage by kind: every stored file is read back from the storage that took it. */
export function storageOf(kind: StorageKind): FileStorage {
  let storage = cache.get(kind);
  if (!storage) {
    const { UPLOADS_DIR, UPLOADTHING_TOKEN } = env();
    if (kind === "uploadthing") {
      if (!UPLOADTHING_TOKEN) throw new Error("A file is stored on UploadThing but UPLOADTHING_TOKEN is not set.");
      storage = uploadThingStorage(UPLOADTHING_TOKEN);
    } else {
      storage = localStorage(UPLOADS_DIR);
    }
    cache.set(kind, storage);
  }
  return storage;
}

/** New uploads: UploadThing when its token is set, else the local disk (STACK-NOTES.md). */
export function storageForNewFiles(): FileStorage {
  return storageOf(env().UPLOADTHING_TOKEN ? "uploadthing" : "local");
}
