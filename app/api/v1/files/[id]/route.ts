import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { fileResponse, readStoredFile } from "@/lib/files/read-stored-file";

// GET /api/v1/files/[id] — a stored file, for a caller allowed to see it (lib/files/can-read-file.ts).
export const GET = withAuth({}, async ({ actor, params }) => {
  const file = await readStoredFile(await getDb(), actor, String(params.id ?? ""));
  return fileResponse(file);
});
