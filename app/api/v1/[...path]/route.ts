import { notFound } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";

// Any /api/v1/ path that is no call: the envelope's 404, never Next's HTML page.
const noSuchCall = withPublic(async ({ req }) => {
  throw notFound(`No such API call: ${req.method} ${new URL(req.url).pathname}`);
});

export { noSuchCall as GET, noSuchCall as POST, noSuchCall as PUT, noSuchCall as PATCH, noSuchCall as DELETE };
