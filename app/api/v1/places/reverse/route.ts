import { withAuth, readQuery } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { describeLocation } from "@/lib/maps/gazetteer";
import { reverseGeocodeQuerySchema } from "@/lib/maps/schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/places/reverse?lat=&lng= — "2.1 km from Springfield, IL", or null far from any town.
export const GET = withAuth({}, async ({ req }) => {
  const { lat, lng } = readQuery(req, reverseGeocodeQuerySchema);
  return ok({ address: describeLocation(lat, lng) });
});
