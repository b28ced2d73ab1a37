/**
 * Issue 32's row: a monthly invoice of 2,000 delivered jobs drafted (draftMonthlyInvoice: the
 * month's jobs with a PO, one line each), sent (finalizeInvoice) and rendered to its PDF
 * (renderInvoicePdf), in process against the configured database; one company of its own, made
 * fresh each run. The wall time of draft + send + render is the figure.
 * `npx tsx bench/invoice-monthly.ts [jobs] [out.pdf]` runs it alone (out.pdf: keep the PDF to look at).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { closeDb, getDb } from "@/db/client";
import { billingTerms, companies, jobs, users } from "@/db/schema";
import { finalizeInvoice } from "@/lib/invoices/finalize-invoice";
import { loadInvoiceData } from "@/lib/invoices/invoice-data";
import { draftMonthlyInvoice } from "@/lib/invoices/monthly-invoices";
import { renderInvoicePdf } from "@/lib/invoices/render-invoice";
import { getCarrierSettings, saveCarrierSettings } from "@/lib/settings/carrier-settings";
import { TARGETS } from "./config";
import type { FlowResult } from "./inspection-upload";

const MAKES = [
  ["Toyota", "Camry", "4T1B11HK5KU123456"],
  ["Ford", "F-150", "1FTEW1EP5JFA12345"],
  ["Tesla", "Model 3", "5YJ3E1EA7KF123456"],
  ["Honda", "Accord", "1HGCM82633A004352"],
] as const;
const CITIES = [
  ["100 Commerce St, Dallas, TX 75201", "200 Main St, Houston, TX 77002"],
  ["1 Peachtree St, Atlanta, GA 30303", "50 Broad St, Charlotte, NC 28202"],
  ["900 Market St, Denver, CO 80202", "12 Elm St, Phoenix, AZ 85004"],
] as const;

/** A monthly company with `count` jobs delivered in May 2026, each with a PO and its price lines. */
async function fill(count: number): Promise<number> {
  const db = await getDb();
  const stamp = `${Date.now()}-${process.pid}`;
  const [company] = await db
    .insert(companies)
    .values({
      name: `Bench Fleet ${stamp}`,
      address: "4000 Fleet Way, Irving, TX 75038",
      email: `ap-${stamp}@bench.example`,
      contactPersonName: "Bench AP",
      contactPersonPhone: "2145550100",
    })
    .returning({ id: companies.id });
  const [customer] = await db
    .insert(users)
    .values({
      role: "customer",
      email: `customer-${stamp}@bench.example`,
      username: "Bench Customer",
      firstName: "Bench",
      companyId: company!.id,
    })
    .returning({ id: users.id });
  const carrier = await getCarrierSettings(db);
  if (!carrier.carrier_name)
    await saveCarrierSettings(db, {
      ...carrier,
      carrier_name: "Bench Auto Transport LLC",
      carrier_address: "100 Main St, Dallas, TX 75201",
      carrier_phone: "2145550100",
      usdot_number: "1234567",
      mc_number: "MC-765432",
      remittance_details:
        "ACH: First Bank of Texas, routing 111000025, account 000123456789. Checks to Bench Auto Transport LLC, PO Box 100, Dallas, TX 75201.",
    });
  await db.insert(billingTerms).values({ companyId: company!.id, cycle: "monthly", netDays: 30, taxRateBp: 825 });
  for (let start = 0; start < count; start += 500) {
    await db.insert(jobs).values(
      Array.from({ length: Math.min(500, count - start) }, (_, k) => {
        const i = start + k;
        const [make, model, vin] = MAKES[i % MAKES.length]!;
        const [pickup, dropoff] = CITIES[i % CITIES.length]!;
        const distance = 20_000 + (i % 40) * 1_000;
        return {
          companyId: company!.id,
          customerId: customer!.id,
          requestStatus: "delivered" as const,
          vehicleYear: 2020 + (i % 6),
          vehicleMake: make,
          vehicleModel: model,
          vinNumber: vin,
          fuelType: "Gas" as const,
          poNumber: `PO-${4100 + (i % 9)}`,
          pickupBusinessName: "North Yard",
          pickupLocation: pickup,
          pickupLatitude: 32.7767,
          pickupLongitude: -96.797,
          pickupDate: "2026-05-10",
          pickupTime: "10:00",
          pickupPocName: "PAT PICKUP",
          pickupPocPhone: "2145550110",
          dropoffBusinessName: "South Lot",
          dropoffLocation: dropoff,
          dropoffLatitude: 29.7604,
          dropoffLongitude: -95.3698,
          dropoffDate: "2026-05-12",
          dropoffTime: "16:00",
          dropoffTimezone: "America/Chicago",
          dropoffPocName: "DANA DROPOFF",
          dropoffPocPhone: "7135550120",
          deliveredAt: new Date(Date.UTC(2026, 4, 1 + (i % 30), 15)),
          priceCents: distance + 7_500,
          priceLines: [
            { kind: "distance" as const, label: `${distance / 100} mi at $1.00`, cents: distance },
            { kind: "washed" as const, label: "Deliver washed", cents: 7_500 },
          ],
        };
      }),
    );
  }
  return company!.id;
}

export async function measureInvoiceMonthly(log: (line: string) => void, count = 2_000, out?: string): Promise<FlowResult> {
  const row = {
    key: "invoice-monthly",
    label: `a monthly invoice of ${count.toLocaleString("en-US")} jobs drafted, sent and rendered (in process)`,
    targetMs: TARGETS.invoiceMonthlyMs,
  };
  const companyId = await fill(count);
  const db = await getDb();
  const started = performance.now();
  const invoiceId = await draftMonthlyInvoice(db, companyId, "2026-05-01");
  if (invoiceId === null) return { ...row, ms: null, blocked: "nothing drafted" };
  const drafted = performance.now();
  await finalizeInvoice(db, invoiceId, new Date("2026-06-01T08:00:00Z"));
  const pdf = await renderInvoicePdf(await loadInvoiceData(db, invoiceId));
  const ms = Math.round(performance.now() - started);
  log(`  ${row.key}: ${ms} ms (draft ${Math.round(drafted - started)} ms; PDF ${(pdf.byteLength / 1024).toFixed(0)} kB)`);
  if (out) await writeFile(out, pdf);
  return { ...row, ms };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/invoice-monthly.ts")) {
  import("@/db/migrate")
    .then(({ migrateDatabase }) => migrateDatabase())
    .then(() => measureInvoiceMonthly(console.log, Number(process.argv[2] ?? 2_000), process.argv[3]))
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => void closeDb());
}
