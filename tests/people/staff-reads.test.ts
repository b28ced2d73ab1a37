import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { actorFromToken, type Actor } from "@/lib/auth/actor";
import { getCompanyDetails, listCompanies } from "@/lib/companies/company-queries";
import { getDriverDetails, listDrivers } from "@/lib/drivers/driver-queries";
import { addAddendum } from "@/lib/inspections/add-addendum";
import { listMessages, resendFromLog } from "@/lib/messages/message-log";
import { getAdminDetails, listAdmins } from "@/lib/people/admin-queries";
import { getCustomerDetails, listCompanyCustomers } from "@/lib/people/customer-queries";
import { carrierSettingsForStaff } from "@/lib/settings/carrier-settings";
import { listWebhookDeliveries, listWebhookEndpoints } from "@/lib/webhooks/webhook-queries";
import { resetDatabase } from "../helpers/db";
import { makeWorld } from "../jobs/helpers";

// Authorize next to the data (STYLE.md): the staff's reads and writes check the caller
// themselves, so a page or a server action that forgets its guard still cannot leak them.
let db: Db;
let customer: Actor;
let admin: Actor;
let superadmin: Actor;

beforeAll(async () => {
  const world = await makeWorld((db = await resetDatabase()));
  [customer, admin, superadmin] = await Promise.all(
    [world.customer, world.admin, world.superadmin].map((who) => actorFromToken(db, who.token)),
  );
});

const page = { page: 1, limit: 10, search: "" };

const staffOnly: [string, (actor: Actor) => Promise<unknown>][] = [
  ["listDrivers", (a) => listDrivers(db, a, page)],
  ["getDriverDetails", (a) => getDriverDetails(db, a, 1)],
  ["listCompanies", (a) => listCompanies(db, a, page)],
  ["getCompanyDetails", (a) => getCompanyDetails(db, a, 1)],
  ["getCustomerDetails", (a) => getCustomerDetails(db, a, 1)],
  ["listCompanyCustomers", (a) => listCompanyCustomers(db, a, { ...page, companyId: 1 })],
  ["listMessages", (a) => listMessages(db, a, { ...page, state: "all" } as Parameters<typeof listMessages>[2])],
  ["resendFromLog", (a) => resendFromLog(db, a, 1)],
  ["listWebhookEndpoints", (a) => listWebhookEndpoints(db, a)],
  ["listWebhookDeliveries", (a) => listWebhookDeliveries(db, a, { ...page, endpointId: 1 })],
  ["carrierSettingsForStaff", (a) => carrierSettingsForStaff(db, a)],
  ["addAddendum", (a) => addAddendum(db, a, { job_id: 1, kind: "pickup", text: "A correction." })],
];

describe("staff-only reads and writes take the caller", () => {
  it.each(staffOnly)("%s refuses a customer with 403", async (_name, run) => {
    await expect(run(customer)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("answers staff", async () => {
    await expect(listDrivers(db, admin, page)).resolves.toMatchObject({ page: 1 });
    await expect(carrierSettingsForStaff(db, admin)).resolves.toHaveProperty("mileage_percent");
  });

  it("keeps the admins' records to a superadmin", async () => {
    await expect(listAdmins(db, admin, page)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(getAdminDetails(db, admin, superadmin.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listAdmins(db, superadmin, page)).resolves.toMatchObject({ page: 1 });
  });
});
