import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { FileStorage, PutFile } from "./file-storage";

/** Keys are "<2 chars>/<file id>": the id is random base64url, so no key can leave the folder. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{16,64}$/;

/** Files on the local disk under UPLOADS_DIR (the default storage). */
export function localStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid local storage key: ${key}`);
    return path.join(base, key);
  };
  return {
    kind: "local",
    async put({ id, bytes }: PutFile) {
      const key = `${id.slice(0, 2)}/${id}`;
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: "wx", mode: 0o640 });
      return key;
    },
    async get(key) {
      const file = pathOf(key);
      await stat(file);
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
