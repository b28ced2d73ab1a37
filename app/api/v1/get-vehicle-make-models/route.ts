import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listVehicleMakes } from "@/lib/catalogue/catalogue-queries";

// GET /api/v1/get-vehicle-make-models — the make/model catalogue (any signed-in role: the job wizard needs it).
export const GET = withAuth({}, async () => ok(await listVehicleMakes(await getDb()), { message: "Vehicle makes" }));
