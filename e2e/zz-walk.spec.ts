import { test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import { createJob, demoApis, jobWithDriverLink } from "./job-detail-helpers";

// A walk through the screens with long values, screenshots only (not committed).
const apis = demoApis("admin", "customer");
const LONG = {
  location: "12345 North Central Expressway Frontage Road, Building C, Suite 1400, Dallas, TX 75231",
  latitude: 32.9126,
  longitude: -96.7697,
};
const WIDTHS = [1440, 1280, 390];

test("walk", async ({ browser }) => {
  test.setTimeout(600_000);
  const jobId = await createJob(apis.customer, {
    pickup: LONG,
    notes: {
      company: "Please call the front desk twenty minutes before arrival; the lot closes at 5 PM and the guard needs the PO number.",
      driver: "Keys are in the lockbox by the service entrance; the code changes daily, ask the dispatcher for today's code.",
    },
  });
  const { url } = await jobWithDriverLink(apis.admin, apis.customer);
  for (const width of WIDTHS) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    await signIn(page, DEMO.admin);
    for (const path of [
      "/dashboard",
      "/admin-jobs",
      `/admin-jobs/job-details/${jobId}`,
      "/dispatch",
      "/dispatch/map",
      "/invoices",
      "/invoices/aging",
      "/drivers",
      "/drivers/pay",
      "/drivers/expenses",
      "/setting",
      "/setting/rates",
      "/company",
    ]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle").catch(() => undefined);
      await page.screenshot({ path: `/tmp/walk/admin${path.replace(/\//g, "_")}-${width}.png`, fullPage: true });
    }
    await ctx.close();
    const cctx = await browser.newContext({ viewport: { width, height: 900 } });
    const cpage = await cctx.newPage();
    await signIn(cpage, DEMO.customer);
    for (const path of ["/dashboard", "/jobs", `/jobs/job-details/${jobId}`, "/my-invoices", "/jobs/create-job"]) {
      await cpage.goto(path);
      await cpage.waitForLoadState("networkidle").catch(() => undefined);
      await cpage.screenshot({ path: `/tmp/walk/customer${path.replace(/\//g, "_")}-${width}.png`, fullPage: true });
    }
    await cctx.close();
  }
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const driver = await phone.newPage();
  await driver.goto(url);
  await driver.screenshot({ path: `/tmp/walk/driver-ride-details-390.png`, fullPage: true });
  await phone.close();
});
