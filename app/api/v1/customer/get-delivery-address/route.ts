import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listAddressesFor } from "@/lib/addresses/address-queries";
import { addressListQuerySchema } from "@/lib/addresses/schemas";

// GET /api/v1/customer/get-delivery-address?page&limit — the company's saved addresses, newest first.
export const GET = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  const { rows, ...paging } = await listAddressesFor(await getDb(), actor, readQuery(req, addressListQuerySchema));
  return ok(rows, { message: "Saved addresses", ...paging });
});
