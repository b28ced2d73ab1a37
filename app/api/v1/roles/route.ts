import { withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { rolesOfferedTo } from "@/lib/people/offered-roles";

// GET /api/v1/roles — the roles a form may offer the caller (superadmin: admin, customer; admin: customer).
export const GET = withAuth({}, async ({ actor }) => ok(rolesOfferedTo(actor.role), { message: "Roles" }));
