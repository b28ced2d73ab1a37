import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { seriousFindings } from "./axe";
import { DEMO, reloadWithScriptsHeld, signIn } from "./helpers";
import { call, createJob, demoApis, utcDay } from "./job-detail-helpers";

// Issue 34, the board: assigning from a "To assign" card by keyboard and by dragging it with the
// mouse, the clash's "Assign anyway", "Send link", another dispatcher's change without a reload,
// and axe on /dispatch at desktop and phone width.

const apis = demoApis("admin", "customer");

async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** An approved job without a driver (pickup in 5 days, drop-off in 7: two of them overlap). */
async function approvedJob(admin: APIRequestContext, customer: APIRequestContext): Promise<number> {
  const jobId = await createJob(customer);
  await call(admin, "PUT", "admin/job-approve", { jobId });
  return jobId;
}

/** A new active driver whose name no other driver's starts like (the select's type-ahead finds it). */
async function newDriver(admin: APIRequestContext): Promise<{ id: number; name: string }> {
  const tag = Date.now().toString(36);
  const name = `Q${tag} Dispatch`;
  const created = await admin.post("/api/v1/admin/create-driver", {
    multipart: { name, email: `e2e-dispatch-${tag}@example.com`, phone: "2145550177", note: "" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { data } = (await created.json()) as { data: { id: number } };
  return { id: data.id, name };
}

test("an admin assigns from the board by keyboard, confirms a clash with Assign anyway, and sends the link", async ({ page }) => {
  test.setTimeout(120_000);
  const first = await approvedJob(apis.admin, apis.customer);
  const second = await approvedJob(apis.admin, apis.customer);
  const driver = await newDriver(apis.admin);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);
  await page.getByRole("link", { name: "Dispatch" }).first().click();
  await expect(page).toHaveURL(/\/dispatch/);
  await page.goto(`/dispatch?view=week&date=${utcDay(5)}`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Dispatch" })).toBeVisible();

  const toAssign = page.getByTestId("lane-to-assign");
  const lane = page.getByTestId(`lane-driver-${driver.id}`);
  await expect(lane.getByRole("heading", { name: driver.name })).toBeVisible();

  // Keyboard only: from the card's job link, Tab to the select, type the driver's name, Tab to Assign, Enter.
  const card = toAssign.getByTestId(`card-${first}`);
  await card.getByRole("link", { name: `job-${first}` }).focus();
  await page.keyboard.press("Tab");
  const select = card.getByLabel(`Driver for job-${first}`);
  await expect(select).toBeFocused();
  await page.keyboard.type(driver.name);
  await expect(select).toHaveValue(String(driver.id));
  await page.keyboard.press("Tab");
  await expect(card.getByRole("button", { name: "Assign" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Driver assigned successfully").first()).toBeVisible();
  await expect(lane.getByTestId(`card-${first}`)).toBeVisible();
  await expect(toAssign.getByTestId(`card-${first}`)).toHaveCount(0);
  await shot(page, "dispatch-1440");

  // The second job overlaps the first: a warning and "Assign anyway".
  const clash = toAssign.getByTestId(`card-${second}`);
  await clash.getByLabel(`Driver for job-${second}`).selectOption(String(driver.id));
  await clash.getByRole("button", { name: "Assign" }).click();
  await expect(clash.getByText(`Overlaps job #${first}.`)).toBeVisible();
  await expect(lane.getByTestId(`card-${second}`)).toHaveCount(0);
  await shot(page, "dispatch-clash-1440");
  await clash.getByRole("button", { name: "Assign anyway" }).click();
  await expect(lane.getByTestId(`card-${second}`)).toBeVisible();
  await expect(toAssign.getByTestId(`card-${second}`)).toHaveCount(0);

  // Send link from the assigned card.
  await lane
    .getByTestId(`card-${first}`)
    .getByRole("button", { name: `Send link for job-${first}` })
    .click();
  await expect(page.getByText("Link sent to the driver successfully").first()).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/dispatch?view=week&date=${utcDay(5)}`);
  await page.waitForLoadState("networkidle");
  await shot(page, "dispatch-1280");
  await page.goto(`/dispatch?view=day&date=${utcDay(5)}`);
  await expect(page.getByRole("link", { name: "Day", exact: true })).toHaveAttribute("aria-current", "page");
});

test("before the scripts ran, the card's form assigns and asks for the clash's confirmation as well", async ({ page }) => {
  test.setTimeout(120_000);
  const first = await approvedJob(apis.admin, apis.customer);
  const second = await approvedJob(apis.admin, apis.customer);
  const driver = await newDriver(apis.admin);
  await signIn(page, DEMO.admin);
  await page.goto(`/dispatch?view=week&date=${utcDay(5)}`);
  const release = await reloadWithScriptsHeld(page);
  const lane = page.getByTestId(`lane-driver-${driver.id}`);
  const toAssign = page.getByTestId("lane-to-assign");

  await toAssign.getByLabel(`Driver for job-${first}`).selectOption(String(driver.id));
  await toAssign.getByTestId(`card-${first}`).getByRole("button", { name: "Assign" }).click();
  await expect(lane.getByTestId(`card-${first}`)).toBeVisible();

  const clash = toAssign.getByTestId(`card-${second}`);
  await clash.getByLabel(`Driver for job-${second}`).selectOption(String(driver.id));
  await clash.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText(`Overlaps job #${first}. Assign anyway?`)).toBeVisible();
  await expect(lane.getByTestId(`card-${second}`)).toHaveCount(0);
  await page.getByRole("button", { name: "Assign anyway" }).click();
  await expect(lane.getByTestId(`card-${second}`)).toBeVisible();
  release();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`/dispatch has no serious axe finding at ${viewport.width} wide`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin);
    await page.goto(`/dispatch?view=week&date=${utcDay(5)}`);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousFindings(page)).toEqual([]);
    if (viewport.width === 390) await shot(page, "dispatch-390");
  });
}

test("staff mark a driver's day off on the board: assigning a job on it warns, and the day is cleared again", async ({ page }) => {
  test.setTimeout(120_000);
  const jobId = await approvedJob(apis.admin, apis.customer);
  const driver = await newDriver(apis.admin);
  const pickupDay = utcDay(5);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto(`/dispatch?view=day&date=${pickupDay}`);
  await page.waitForLoadState("networkidle");
  const lane = page.getByTestId(`lane-driver-${driver.id}`);
  await lane.getByRole("button", { name: "Mark day off" }).click();
  await expect(page.getByText("Day off marked").first()).toBeVisible();
  const clear = lane.getByRole("button", { name: new RegExp(`^Clear ${driver.name}'s day off`) });
  await expect(clear).toBeVisible();

  // A job picked up that day, assigned to him: the board warns of the day off.
  const card = page.getByTestId(`card-${jobId}`);
  await card.getByLabel(`Driver for job-${jobId}`).selectOption({ label: driver.name });
  await card.getByRole("button", { name: "Assign" }).click();
  await expect(card.getByRole("button", { name: "Assign anyway" })).toBeVisible();
  await expect(card).toContainText("Assign anyway?");

  await clear.click();
  await expect(page.getByText("Day off cleared").first()).toBeVisible();
  await expect(lane.getByRole("button", { name: new RegExp(`^Clear ${driver.name}'s day off`) })).toHaveCount(0);
  await expect(lane.getByRole("button", { name: "Mark day off" })).toBeVisible();
});

/** A new active driver whose name sorts first on the board (its lane is next to "To assign"). */
async function firstDriver(admin: APIRequestContext): Promise<{ id: number; name: string }> {
  const tag = Date.now().toString(36);
  const name = `AAA ${tag} Dragged`;
  const created = await admin.post("/api/v1/admin/create-driver", {
    multipart: { name, email: `e2e-drag-${tag}@example.com`, phone: "2145550178", note: "" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { data } = (await created.json()) as { data: { id: number } };
  return { id: data.id, name };
}

/** Drags with the mouse as a hand does: press on the card's empty corner, move in steps, release over the lane. */
async function dragWithMouse(page: Page, card: Locator, lane: Locator) {
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  const to = (await lane.boundingBox())!;
  const start = { x: from.x + from.width - 12, y: from.y + 10 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, start.y, { steps: 12 });
  await page.mouse.up();
}

test("an admin drags a job onto a driver, sends the link, confirms a clash by dragging, and sees another dispatcher's change", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const first = await approvedJob(apis.admin, apis.customer);
  const second = await approvedJob(apis.admin, apis.customer);
  const driver = await firstDriver(apis.admin);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto(`/dispatch?view=week&date=${utcDay(5)}`);
  await expect(page.getByTestId("dispatch-board")).toHaveAttribute("data-drag", "ready", { timeout: 20_000 });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const toAssign = page.getByTestId("lane-to-assign");
  const lane = page.getByTestId(`lane-driver-${driver.id}`);
  const card = toAssign.getByTestId(`card-${first}`);
  await expect(card).toHaveAttribute("data-draggable", "true");

  await dragWithMouse(page, card, lane);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `job-${first} assigned` })).toBeVisible();
  await expect(dialog).toContainText(`${driver.name} has job-${first}. Send the link now?`);
  await expect(lane.getByTestId(`card-${first}`)).toBeVisible();
  await shot(page, "dispatch-drop-1440");
  await dialog.getByRole("button", { name: `Send link for job-${first}` }).click();
  await expect(page.getByText("Link sent to the driver successfully").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toHaveCount(0);

  // The second overlaps the first: the drop asks, as the card's form does, and "Assign anyway" assigns.
  await dragWithMouse(page, toAssign.getByTestId(`card-${second}`), lane);
  await expect(dialog).toContainText(`Overlaps job #${first}. Assign anyway?`);
  await expect(lane.getByTestId(`card-${second}`)).toHaveCount(0);
  await shot(page, "dispatch-drop-clash-1440");
  await dialog.getByRole("button", { name: "Assign anyway" }).click();
  await expect(dialog.getByRole("heading", { name: `job-${second} assigned` })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(lane.getByTestId(`card-${second}`)).toBeVisible();
  await expect(toAssign.getByTestId(`card-${second}`)).toHaveCount(0);

  // Another dispatcher approves a job: it shows in "To assign" within 30 s, without a reload.
  const third = await approvedJob(apis.admin, apis.customer);
  await expect(toAssign.getByTestId(`card-${third}`)).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the board's first load leaves the drag code out: it arrives after the page", async ({ page }) => {
  await signIn(page, DEMO.admin);
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  const html = await (await page.request.get(`/dispatch?view=week&date=${utcDay(5)}`)).text();
  // As bench/first-load.ts counts: module scripts only (a browser that runs them skips the nomodule polyfills).
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const initial = new Set(tags.flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&") ?? []));
  await page.goto(`/dispatch?view=week&date=${utcDay(5)}`);
  await expect(page.getByTestId("dispatch-board")).toHaveAttribute("data-drag", "ready", { timeout: 20_000 });
  const gz = async (url: string) => {
    const body = await (await page.request.get(url)).body();
    return gzipSync(body).length;
  };
  const firstLoad = (await Promise.all([...initial].map((src) => gz(new URL(src, page.url()).toString())))).reduce((a, b) => a + b, 0);
  const later = scripts.filter((url) => !initial.has(new URL(url).pathname + new URL(url).search));
  const laterBytes = (await Promise.all(later.map(gz))).reduce((a, b) => a + b, 0);
  console.log(
    `/dispatch first load: ${initial.size} scripts, ${firstLoad} B gzip; fetched after: ${later.length} scripts, ${laterBytes} B gzip`,
  );
  expect(later.length).toBeGreaterThan(0);
});
