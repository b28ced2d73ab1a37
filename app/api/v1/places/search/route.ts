import { withAuth, readQuery } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { searchPlaces } from "@/lib/maps/gazetteer";
import { placeSearchQuerySchema } from "@/lib/maps/schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/places/search?q=&limit= — gazetteer places for typed text ("Street, City" kept as the address).
export const GET = withAuth({}, async ({ req }) => {
  const { q, limit } = readQuery(req, placeSearchQuerySchema);
  return ok(searchPlaces(q, limit));
});
