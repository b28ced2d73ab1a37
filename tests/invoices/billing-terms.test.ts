import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getTerms } from "@/app/api/v1/admin/get-billing-terms/route";
import { PUT as updateTerms } from "@/app/api/v1/admin/update-billing-terms/route";
import type { Db } from "@/db/client";
import { actorFromToken, type Actor } from "@/lib/auth/actor";
import { saveBillingTermsAction } from "@/lib/invoices/actions";
import { NET_DAYS_RULE, TAX_RATE_RULE } from "@/lib/invoices/billing-terms-schema";
import { resetDatabase } from "../helpers/db";
import { createCompany } from "../helpers/factories";
import { call } from "../helpers/http";
import { expectAccess, tokensForEveryRole, type Tokens } from "../people/helpers";

// The form's caller is the session's (mocked here: the tests have no cookies).
const caller = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/lib/auth/current", () => ({ getCurrentActor: async () => caller.actor }));

type Terms = { company_id: number; cycle: string; net_days: number; tax_rate_bp: number | null; billing_email: string; send_to: string };

let db: Db;
let tokens: Tokens;

beforeAll(async () => {
  db = await resetDatabase();
  tokens = await tokensForEveryRole(db);
});

describe("billing terms", () => {
  it("are per job, net 30, no tax, to the company's e-mail until set", async () => {
    const company = await createCompany(db, { email: "ap@acme.test" });
    const res = await call<Terms>(getTerms, { token: tokens.admin, query: { company_id: company.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      company_id: company.id,
      cycle: "per_job",
      net_days: 30,
      tax_rate_bp: null,
      billing_email: "",
      send_to: "ap@acme.test",
    });
  });

  it("saves monthly, net 45, 8.25 % and a billing e-mail, and saves again over them", async () => {
    const company = await createCompany(db, { email: "office@acme.test" });
    const body = { company_id: company.id, cycle: "monthly", net_days: 45, tax_rate_bp: 825, billing_email: "invoices@acme.test" };
    const saved = await call<Terms>(updateTerms, { method: "PUT", token: tokens.admin, body });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ cycle: "monthly", net_days: 45, tax_rate_bp: 825, send_to: "invoices@acme.test" });
    const again = await call<Terms>(updateTerms, {
      method: "PUT",
      token: tokens.superadmin,
      body: { ...body, net_days: 0, tax_rate_bp: null, billing_email: "" },
    });
    expect(again.body.data).toMatchObject({ net_days: 0, tax_rate_bp: null, send_to: "office@acme.test" });
    const read = await call<Terms>(getTerms, { token: tokens.admin, query: { company_id: company.id } });
    expect(read.body.data).toEqual(again.body.data);
  });

  it("refuses other net days, a tax rate out of range, a bad e-mail and an unknown cycle with 400", async () => {
    const company = await createCompany(db);
    const res = await call(updateTerms, {
      method: "PUT",
      token: tokens.admin,
      body: { company_id: company.id, cycle: "weekly", net_days: 20, tax_rate_bp: 10_001, billing_email: "nope" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors).sort()).toEqual(["billing_email", "cycle", "net_days", "tax_rate_bp"]);
    expect((res.body as { errors: Record<string, string[]> }).errors.net_days).toEqual([NET_DAYS_RULE]);
  });

  it("answers 404 for an unknown company, and only staff may read or change terms", async () => {
    const missing = await call(getTerms, { token: tokens.admin, query: { company_id: 999_999 } });
    expect(missing.status).toBe(404);
    const company = await createCompany(db);
    await expectAccess(getTerms, { query: { company_id: company.id } }, ["admin", "superadmin"], tokens);
    const body = { company_id: company.id, cycle: "per_job", net_days: 15 };
    await expectAccess(updateTerms, { method: "PUT", body }, ["admin", "superadmin"], tokens);
  });
});

describe("company details → Billing, the form's server action", () => {
  it("reads the tax rate in percent and refuses three decimals", async () => {
    caller.actor = await actorFromToken(db, tokens.admin);
    const company = await createCompany(db);
    const form = new FormData();
    form.set("company_id", String(company.id));
    form.set("cycle", "monthly");
    form.set("net_days", "60");
    form.set("tax_rate", "7.5");
    form.set("billing_email", "");
    expect(await saveBillingTermsAction({}, form)).toMatchObject({ ok: true, message: "Billing terms saved" });
    const read = await call<Terms>(getTerms, { token: tokens.admin, query: { company_id: company.id } });
    expect(read.body.data).toMatchObject({ cycle: "monthly", net_days: 60, tax_rate_bp: 750 });
    form.set("tax_rate", "7.125");
    expect(await saveBillingTermsAction({}, form)).toMatchObject({ ok: false, fieldErrors: { tax_rate_bp: TAX_RATE_RULE } });
  });
});
