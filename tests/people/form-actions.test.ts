import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/db/client";
import { companies, drivers, savedAddresses, users } from "@/db/schema";
import { saveAddressAction, updateAddressAction } from "@/lib/addresses/actions";
import { actorFromToken, type Actor } from "@/lib/auth/actor";
import { createCompanyAction, updateCompanyAction } from "@/lib/companies/actions";
import { createDriverAction, updateDriverAction } from "@/lib/drivers/actions";
import { addAdminAction, createCustomerAction, updateAdminAction, updateCustomerAction } from "@/lib/people/actions";
import { resetDatabase } from "../helpers/db";
import { createCompany } from "../helpers/factories";
import { lastMailTo } from "../helpers/mail";
import { signIn, TINY_PNG } from "./helpers";

// The people, company and driver forms post to these server actions (before their script runs
// the browser's FormData, after it the form's values): the services, schemas and roles of the routes.
const caller = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/lib/auth/current", () => ({ getCurrentActor: async () => caller.actor }));
let db: Db;
let admin: Actor;
let superadmin: Actor;
let seq = 0;
const email = (who: string) => `${who}-${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  db = await resetDatabase();
  admin = (await actorFromToken(db, (await signIn(db, "admin")).token))!;
  superadmin = (await actorFromToken(db, (await signIn(db, "superadmin")).token))!;
});

/** The browser's post of a form before the page's scripts ran (a file input sends an empty file when none is chosen). */
function posted(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  form.set("$ACTION_ID_abc", "");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const person = (who: string) => ({ first_name: "Pat", last_name: "Lee", email: email(who), phone_number: "2145550123" });

describe("the admin form's actions", () => {
  it("add an admin posted by the browser, mailed an invitation, and answer its id", async () => {
    caller.actor = superadmin;
    const fields = person("admin");
    const state = await addAdminAction({}, posted(fields));
    expect(state).toMatchObject({ ok: true, message: "Added admin successfully!" });
    const [row] = await db.select().from(users).where(eq(users.email, fields.email));
    expect(state.data).toEqual({ id: row!.id });
    expect(row).toMatchObject({ role: "admin", firstName: "Pat", lastName: "Lee", username: "Pat Lee" });
    expect((await lastMailTo(fields.email))?.subject).toBe("You're invited to Vehicle Transport Jobs");
  });

  it("refuse an admin's caller, as the route does (superadmin only), and add nothing", async () => {
    caller.actor = admin;
    const fields = person("admin");
    expect(await addAdminAction({}, posted(fields))).toMatchObject({ ok: false });
    expect(await db.select().from(users).where(eq(users.email, fields.email))).toEqual([]);
  });

  it("name each refused field, and give back what was typed for the page to show again", async () => {
    caller.actor = superadmin;
    const state = await addAdminAction({}, posted({ first_name: "", last_name: "Lee", email: "not-an-email", phone_number: "2145550123" }));
    expect(state.ok).toBe(false);
    expect(Object.keys(state.fieldErrors ?? {}).sort()).toEqual(["email", "first_name"]);
    expect(state.message).toBe(state.fieldErrors?.first_name);
    expect(state.values).toMatchObject({ last_name: "Lee", email: "not-an-email", phone_number: "2145550123" });
  });

  it("update an admin by the posted id", async () => {
    caller.actor = superadmin;
    const fields = person("admin");
    const added = await addAdminAction({}, posted(fields));
    const id = added.data!.id;
    const state = await updateAdminAction({}, posted({ ...fields, id: String(id), first_name: "Robin" }));
    expect(state).toMatchObject({ ok: true, message: "Updated admin successfully!", data: { id } });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ firstName: "Robin", username: "Robin Lee" });
  });
});

describe("the customer user form's actions", () => {
  it("create a user in the posted company, and update it", async () => {
    caller.actor = admin;
    const company = await createCompany(db);
    const fields = person("user");
    const created = await createCustomerAction({}, posted({ ...fields, companyId: String(company.id) }));
    expect(created).toMatchObject({ ok: true, message: "Created a Customer successfully!" });
    const id = created.data!.id;
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: "customer", companyId: company.id, email: fields.email });
    const updated = await updateCustomerAction({}, { ...fields, customerId: id, phone_number: "2145550199" });
    expect(updated).toMatchObject({ ok: true, message: "Updated Customer successfully!", data: { id } });
    expect((await db.select().from(users).where(eq(users.id, id)))[0]!.phoneNumber).toBe("2145550199");
  });

  it("without a company, answer the spec's message on companyId (the page shows it above the fields)", async () => {
    caller.actor = admin;
    const state = await createCustomerAction({}, posted(person("user")));
    expect(state).toMatchObject({ ok: false, message: "Company ID not found.", fieldErrors: { companyId: "Company ID not found." } });
  });
});

describe("the company form's actions", () => {
  const companyFields = () => ({
    company_name: `Forms Co ${++seq} ${Date.now()}`,
    address: "1 Main St, Dallas, TX",
    contact_person_name: "Casey Poc",
    contact_person_phone: "2145550111",
    email: email("company"),
  });

  it("add a company and answer its id; edit it", async () => {
    caller.actor = admin;
    const fields = companyFields();
    const added = await createCompanyAction({}, posted(fields));
    expect(added).toMatchObject({ ok: true, message: "Added Company successfully!" });
    const id = added.data!.id;
    expect((await db.select().from(companies).where(eq(companies.id, id)))[0]!.name).toBe(fields.company_name);
    const updated = await updateCompanyAction({}, posted({ ...fields, companyId: String(id), address: "2 Elm St, Austin, TX" }));
    expect(updated).toMatchObject({ ok: true, message: "Updated Company successfully!", data: { id } });
    expect((await db.select().from(companies).where(eq(companies.id, id)))[0]!.address).toBe("2 Elm St, Austin, TX");
  });

  it("refuse a name another company has, on the field", async () => {
    caller.actor = admin;
    const fields = companyFields();
    expect((await createCompanyAction({}, posted(fields))).ok).toBe(true);
    const again = await createCompanyAction({}, posted({ ...fields, email: email("company") }));
    expect(again.ok).toBe(false);
    expect(again.fieldErrors?.company_name).toBeTruthy();
  });
});

describe("the driver form's actions", () => {
  const driverFields = () => ({ name: "Dale Driver", email: email("driver"), phone: "2145550177", note: "" });
  const png = () => new File([TINY_PNG], "face.png", { type: "image/png" });
  const pictureOf = async (id: number) => (await db.select().from(drivers).where(eq(drivers.id, id)))[0]!.profilePicture;

  it("add a driver posted with a picture file, and keep it when the edit posts none (an empty file)", async () => {
    caller.actor = admin;
    const fields = driverFields();
    const added = await createDriverAction({}, posted({ ...fields, profile_picture: png() }));
    expect(added).toMatchObject({ ok: true, message: "Added Driver successfully!" });
    const id = added.data!.id;
    const picture = await pictureOf(id);
    expect(picture).toBeTruthy();
    const empty = new File([], "", { type: "application/octet-stream" });
    const updated = await updateDriverAction({}, posted({ ...fields, driverId: String(id), note: "Nights", profile_picture: empty }));
    expect(updated).toMatchObject({ ok: true, message: "Updated Driver successfully!", data: { id } });
    expect(await pictureOf(id)).toBe(picture);
  });

  it("add a driver without a picture, from the hydrated form's values", async () => {
    caller.actor = admin;
    const added = await createDriverAction({}, driverFields());
    expect(added.ok).toBe(true);
    expect(await pictureOf(added.data!.id)).toBeNull();
  });

  it("refuse a file that is not an image with the spec's message", async () => {
    caller.actor = admin;
    const fields = driverFields();
    const text = new File(["hello"], "notes.txt", { type: "text/plain" });
    expect(await createDriverAction({}, { ...fields, profile_picture: text })).toMatchObject({
      ok: false,
      message: "Only image files are allowed.",
    });
    expect(await db.select().from(drivers).where(eq(drivers.email, fields.email))).toEqual([]);
  });
});

describe("the saved-address form's actions (Settings, customers)", () => {
  const pickup = { type: "pickup", address: "9 Harbor Way, Galveston, TX", business_name: "East Depot", label: "Main Lot" };
  const located = { pickup_latitude: 29.3013, pickup_longitude: -94.7977, dropoff_latitude: null, dropoff_longitude: null };

  it("save a located address for the customer's company, then edit it by its id", async () => {
    const customer = (await actorFromToken(db, (await signIn(db, "customer")).token))!;
    caller.actor = customer;
    expect(await saveAddressAction({}, { ...pickup, ...located })).toEqual({ ok: true, message: "Saved Delivery Address successfully!" });
    const [row] = await db.select().from(savedAddresses).where(eq(savedAddresses.companyId, customer.companyId!));
    expect(row).toMatchObject({ address: pickup.address, label: "Main Lot" });
    const updated = await updateAddressAction({}, { ...pickup, ...located, addressId: row!.id, label: "Back Lot" });
    expect(updated).toEqual({ ok: true, message: "Updated Delivery Address successfully!" });
    expect((await db.select().from(savedAddresses).where(eq(savedAddresses.id, row!.id)))[0]!.label).toBe("Back Lot");
  });

  it("refuse an address without its place's coordinates, and staff (the route is the customer's)", async () => {
    caller.actor = (await actorFromToken(db, (await signIn(db, "customer")).token))!;
    const unlocated = await saveAddressAction({}, posted(pickup));
    expect(unlocated.ok).toBe(false);
    caller.actor = admin;
    expect(await saveAddressAction({}, { ...pickup, ...located })).toMatchObject({ ok: false, message: "You are not allowed to do this." });
  });
});
