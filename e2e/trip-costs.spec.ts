import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO, signIn } from "./helpers";
import { photosToSignature, png, signPickup } from "./inspection-helpers";
import { call, demoApis, jobWithDriverLink } from "./job-detail-helpers";

// At the pickup in Dallas (e2e/job-detail-helpers.ts's route runs to Austin).
const PHONE = { viewport: { width: 390, height: 844 }, geolocation: { latitude: 32.78, longitude: -96.8 }, permissions: ["geolocation"] };

/** A camera's JPEG whose EXIF says it was taken in Houston: about 160 km off the Dallas–Austin line. */
async function houstonReceipt(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 240, g: 240, b: 230 } } })
    .jpeg()
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 45/1 3600/100", GPSLongitudeRef: "W", GPSLongitude: "95/1 22/1 1200/100" },
    })
    .toBuffer();
}

async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/trip-costs-${name}.png`, fullPage: true });
}

/** The pickup inspection through the link, as a driver does it, then Begin Trip: the page is "On the way". */
async function checkInAndBegin(page: Page, vin: string) {
  await signPickup(page, vin);
  await page.getByRole("button", { name: "Begin Trip" }).click();
  // Begin Trip may wait its 10 s for the phone's position (GEOLOCATION_OPTIONS) on a loaded machine.
  await expect(page.getByRole("heading", { name: "On the way" })).toBeVisible({ timeout: 20_000 });
}

/** The delivery inspection through the link, nobody's damage, the receiver signing: "Delivery completed". */
async function deliver(page: Page) {
  await page.getByRole("link", { name: "Start Delivery Check-Out" }).click();
  await expect(page.getByRole("heading", { name: "Delivery check-out" })).toBeVisible();
  await photosToSignature(page, "48390", "Rita Receiver");
  await expect(page).toHaveURL(/\/delivery-completed\//, { timeout: 30_000 });
}

/** The demo company's draft invoice holding the job: drafted by the outbox once the job has its PO. */
async function draftOf(admin: APIRequestContext, jobId: number): Promise<number> {
  for (let i = 0; i < 60; i++) {
    for (const draft of await call<{ id: number }[]>(admin, "GET", "admin/get-invoices?tab=draft&search=Acme&limit=10")) {
      const details = await call<{ lines: { job_id: number | null }[] }>(admin, "GET", `admin/get-invoice-details?invoice_id=${draft.id}`);
      if (details.lines.some((line) => line.job_id === jobId)) return draft.id;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no draft invoice holds job #${jobId}`);
}

async function addExpense(
  page: Page,
  options: { type: string; amount: string; note: string; receipt: { name: string; mimeType: string; buffer: Buffer } },
) {
  const panel = page.getByRole("region", { name: "Expenses" });
  await panel.getByRole("button", { name: "Add expense" }).click();
  const form = page.getByRole("form", { name: "Add expense" });
  await form.getByLabel("Type").selectOption({ label: options.type });
  await form.getByLabel("Amount ($)").fill(options.amount);
  await form.getByLabel("Receipt photo").setInputFiles(options.receipt);
  await expect(form.getByText(/Receipt ready/)).toBeVisible({ timeout: 20_000 });
  await form.getByLabel("Note").fill(options.note);
  await form.getByRole("button", { name: "Save expense" }).click();
  await expect(page.getByText("Expense added").first()).toBeVisible({ timeout: 20_000 });
}

test.describe("trip costs", () => {
  const api = demoApis("admin", "customer");

  test("a driver adds two expenses (one off route); an admin approves one at another amount and rejects the other", async ({ browser }) => {
    test.setTimeout(420_000);
    const { jobId, driverId, url } = await jobWithDriverLink(api.admin, api.customer);
    const job = await (await api.admin.get(`/api/v1/admin/get-job-details?jobId=${jobId}`)).json();
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    await page.goto(url);
    // Before check-in the link shows no expenses.
    await expect(page.getByRole("region", { name: "Expenses" })).toHaveCount(0);
    await checkInAndBegin(page, job.data.jobData.vin_number);

    const expenses = page.getByRole("list", { name: "Your expenses" });
    await addExpense(page, {
      type: "Fuel",
      amount: "42.50",
      note: "Fill-up before the highway",
      receipt: { name: "fuel.png", mimeType: "image/png", buffer: png(800, 1000, [250, 250, 240]) },
    });
    await expect(expenses.getByText("Fuel · $42.50")).toBeVisible();
    await addExpense(page, {
      type: "Hotel",
      amount: "129",
      note: "Motel",
      receipt: { name: "hotel.jpg", mimeType: "image/jpeg", buffer: await houstonReceipt() },
    });
    await expect(expenses.getByText("Hotel · $129.00")).toBeVisible();
    await expect(expenses.getByText("Waiting", { exact: true })).toHaveCount(2);
    await snap(page, "driver-added");

    // Staff review on the job's page.
    const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await office.newPage();
    await signIn(admin, DEMO.admin);
    await admin.goto(`/admin-jobs/job-details/${jobId}`);
    const card = admin.getByRole("region", { name: "Expenses" });
    await expect(card.getByText("Fuel · $42.50")).toBeVisible();
    const hotel = card.getByRole("listitem").filter({ hasText: "Hotel · $129.00" });
    const fuel = card.getByRole("listitem").filter({ hasText: "Fuel · $42.50" });
    await expect(hotel.getByText("Off route", { exact: true })).toBeVisible();
    await expect(hotel.getByText(/more than 25 km from the route/)).toBeVisible();
    await expect(fuel.getByText("Off route", { exact: true })).toHaveCount(0);
    // The off-route receipt's small map: where it was taken against the trip's pickup and drop-off.
    await expect(hotel.getByTestId("map-marker-R")).toBeVisible();
    await expect(hotel.getByTestId("map-marker-P")).toBeVisible();
    await expect(fuel.getByTestId("map-marker-R")).toHaveCount(0);
    await snap(admin, "admin-card");

    // Hydrated first: pressed before its script, the review form posts natively and the page's flash tells
    // it (e2e/before-scripts.spec.ts covers that path); this test follows the hydrated form.
    await admin.waitForLoadState("networkidle");
    const other = fuel.locator("details", { hasText: "Approve another amount" });
    await other.locator("summary").click();
    await other.getByLabel("Amount ($)").fill("40.00");
    await other.getByLabel("Reason").fill("The receipt shows $40.00");
    await other.getByRole("button", { name: "Approve this amount" }).click();
    await expect(admin.getByText("Expense approved at another amount").first()).toBeVisible();
    await expect(fuel.getByText("Approved at another amount: $40.00")).toBeVisible();

    const reject = hotel.locator("details", { has: admin.locator("summary", { hasText: "Reject" }) });
    await reject.locator("summary").click();
    await reject.getByLabel("Reason").fill("Off route: not on this trip");
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(admin.getByText("Expense rejected").first()).toBeVisible();
    await expect(hotel.getByText("Rejected", { exact: true })).toBeVisible();
    await fuel.getByRole("button", { name: "Re-bill to customer" }).click();
    await expect(admin.getByText("Expense marked to re-bill").first()).toBeVisible();
    await snap(admin, "admin-reviewed");

    // Nothing waits now on the staff's list.
    await admin.goto("/drivers/expenses");
    await expect(admin.getByRole("heading", { name: "Expenses to review" })).toBeVisible();
    await expect(admin.getByText(`#${jobId}`)).toHaveCount(0);

    // The driver sees each decision and its reason.
    await page.reload();
    await expect(expenses.getByText("Approved at another amount: $40.00")).toBeVisible();
    await expect(expenses.getByText("Reason: The receipt shows $40.00")).toBeVisible();
    await expect(expenses.getByText("Rejected")).toBeVisible();
    await expect(expenses.getByText("Reason: Off route: not on this trip")).toBeVisible();
    await snap(page, "driver-reviewed");

    // The driver's pay statement reimburses the approved amount, not the rejected one.
    await admin.goto(`/drivers/pay?driver_id=${driverId}`);
    const form = admin.getByRole("form", { name: "New pay statement" });
    await form.getByLabel("From").fill("2000-01-01");
    await form.getByLabel("To").fill(new Date().toISOString().slice(0, 10));
    await form.getByRole("button", { name: "Make statement" }).click();
    await expect(admin).toHaveURL(/\/drivers\/pay\/\d+$/, { timeout: 15_000 });
    const reimbursed = admin.getByRole("table", { name: "Reimbursements" });
    await expect(reimbursed.getByRole("row").filter({ hasText: "Fuel" })).toContainText("$40.00");
    await expect(reimbursed).not.toContainText("Hotel");

    // The driver delivers; the customer gives the PO; the job's invoice bills the re-billed fuel with its receipt.
    await deliver(page);
    await call(api.customer, "PUT", "customer/fill-po-number", { jobId, po_number: `PO-RB-${jobId}` });
    const invoiceId = await draftOf(api.admin, jobId);
    await admin.goto(`/invoices/invoice-details/${invoiceId}`);
    const lines = admin.getByRole("table", { name: "Invoice lines" });
    const fuelLine = lines.getByRole("row").filter({ hasText: `Job #${jobId}: Fuel` });
    await expect(fuelLine).toContainText("$40.00");
    await expect(lines.getByRole("row").filter({ hasText: "Hotel" })).toHaveCount(0);
    const receiptLink = fuelLine.getByRole("link", { name: "View receipt" });
    const receipt = await admin.request.get((await receiptLink.getAttribute("href"))!);
    expect(receipt.status()).toBe(200);
    // The phone shrinks every photo to a JPEG before it is kept.
    expect(receipt.headers()["content-type"]).toBe("image/jpeg");
    await snap(admin, "invoice-rebilled");
  });
});
