import { getDb } from "@/db/client";
import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getCustomerProfile } from "@/lib/jobs/queries/customer-profile";

// GET /api/v1/customer/get-customer-profile-details — company_name and username for the wizard.
export const GET = withAuth({ roles: ["customer"] }, async ({ actor }) => ok(await getCustomerProfile(await getDb(), actor)));
