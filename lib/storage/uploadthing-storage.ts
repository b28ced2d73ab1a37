import type { FileStorage, PutFile } from "./file-storage";

/** Signed read URLs live this long: only the server fetches them, at once. */
const READ_URL_SECONDS = 60;

/**
 * Files on UploadThing (used when UPLOADTHING_TOKEN is set). The browser never sees an
 * UploadThing URL: reads go through the files route, which fetches with a short signed URL,
 * so access control stays ours whatever the app's ACL setting is.
 */
export function uploadThingStorage(token: string): FileStorage {
  const api = import("uploadthing/server").then(({ UTApi, UTFile }) => ({ utapi: new UTApi({ token }), UTFile }));
  return {
    kind: "uploadthing",
    async put({ id, bytes, contentType, originalName }: PutFile) {
      const { utapi, UTFile } = await api;
      const file = new UTFile([new Uint8Array(bytes)], originalName || id, { type: contentType, customId: id });
      const result = await utapi.uploadFiles(file);
      if (result.error) throw new Error(`UploadThing upload failed: ${result.error.code} ${result.error.message}`);
      return result.data.key;
    },
    async get(key) {
      const { utapi } = await api;
      const { ufsUrl } = await utapi.generateSignedURL(key, { expiresIn: READ_URL_SECONDS });
      const res = await fetch(ufsUrl);
      if (!res.ok || !res.body) throw new Error(`UploadThing read failed: ${res.status}`);
      return res.body;
    },
    async remove(key) {
      const { utapi } = await api;
      await utapi.deleteFiles(key);
    },
  };
}
