import { z } from "zod";
import { getDb } from "@/db/client";
import { readQuery, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { deleteSavedAddress } from "@/lib/addresses/delete-address";

// DELETE /api/v1/customer/delete-delivery-address?addressId= — a saved address of the caller's company.
export const DELETE = withAuth({ roles: ["customer"] }, async ({ req, actor }) => {
  const deleted = await deleteSavedAddress(await getDb(), actor, readQuery(req, z.unknown()));
  return ok(deleted, { message: "Deleted Delivery Address successfully!" });
});
