import type { FILE_STORAGES } from "@/db/schema";

export type StorageKind = (typeof FILE_STORAGES)[number];

export type PutFile = { id: string; bytes: Uint8Array; contentType: string; originalName: string };

/** Where uploaded bytes live. The stored_files row keeps the kind and key, so files stay readable after a switch. */
export interface FileStorage {
  readonly kind: StorageKind;
  /** Saves the bytes and answers the storage key to keep in stored_files.storage_key. */
  put(file: PutFile): Promise<string>;
  /** The stored bytes as a stream; throws when they are gone. */
  get(key: string): Promise<ReadableStream<Uint8Array>>;
  /** Removes the bytes; no error when they are already gone. */
  remove(key: string): Promise<void>;
}
