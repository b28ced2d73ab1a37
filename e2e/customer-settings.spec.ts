import { expect, test, type Page } from "@playwright/test";
import { DEMO, reloadWithScriptsHeld, signIn } from "./helpers";
import { fillTiming, openWizard, searchPlace, side, uniqueName } from "./wizard-helpers";

const addresses = (page: Page) => page.getByRole("region", { name: "Saved addresses" });

async function searchAddresses(page: Page, text: string) {
  await addresses(page).getByRole("searchbox").fill(text);
  await expect(page).toHaveURL(/[?&]search=/);
}

/** Adds an address in Settings; answers the place text the search chose. */
async function addAddress(page: Page, fields: { type: "Pickup" | "Drop-off"; label: string; business: string; place: string }) {
  await page.goto("/setting");
  await addresses(page).getByRole("button", { name: "Add address" }).click();
  const dialog = page.getByRole("dialog", { name: "Add address" });
  await dialog.getByLabel("Type").click();
  await page.getByRole("option", { name: fields.type, exact: true }).click();
  await dialog.getByLabel("Label").fill(fields.label);
  await dialog.getByLabel("Business name").fill(fields.business);
  await dialog.getByRole("combobox", { name: /address/i }).fill(fields.place);
  const first = dialog.getByRole("option").first();
  const chosen = (await first.textContent())!.trim();
  await first.click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved Delivery Address successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  return chosen;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.customer);
});

test("shows the customer's profile with a way to change the password", async ({ page }) => {
  await page.goto("/setting");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile).toContainText(DEMO.customer);
  await expect(profile).toContainText("Acme Motors");
  await expect(profile.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/reset-password");
  await expect(addresses(page).getByRole("row").nth(1)).toBeVisible();
});

test("saves an address, reuses it in the wizard, then deletes it", async ({ page }) => {
  const label = uniqueName("E2E Lot");
  const business = uniqueName("E2E Motors");
  const place = await addAddress(page, { type: "Pickup", label, business, place: "Dallas" });
  await searchAddresses(page, label);
  await expect(addresses(page).getByRole("row").filter({ hasText: label })).toContainText(place);

  // Reuse: pick it in the wizard and the location is filled.
  await openWizard(page);
  await fillTiming(page);
  await side(page, "pickup").getByRole("button", { name: "Choose a saved address" }).click();
  const picker = page.getByRole("dialog", { name: "Saved pickup addresses" });
  await picker.getByLabel("Search saved addresses").fill(label);
  await picker.getByRole("button", { name: new RegExp(business) }).click();
  await expect(picker).toBeHidden();
  await expect(side(page, "pickup").getByTestId("pickup-selected-location")).toHaveText(place);
  await expect(side(page, "pickup").getByLabel("Business name")).toHaveValue(business);

  // Delete it in Settings.
  await page.goto("/setting");
  await searchAddresses(page, label);
  await addresses(page)
    .getByRole("button", { name: `Delete ${business}` })
    .click();
  await page.getByRole("dialog", { name: "Delete address?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deleted Delivery Address successfully!")).toBeVisible();
  await expect(addresses(page).getByText("No saved addresses found.")).toBeVisible();
});

test("saves a new address from the wizard", async ({ page }) => {
  const business = uniqueName("Wizard Yard");
  await openWizard(page);
  await fillTiming(page);
  const dropoff = side(page, "dropoff");

  // Saving needs the address first.
  await dropoff.getByRole("button", { name: "Save address" }).click();
  await expect(dropoff.getByRole("alert").filter({ hasText: "Dropoff location is required." })).toBeVisible();

  const place = await searchPlace(dropoff, "Houston");
  await dropoff.getByLabel("Business name").fill(business);
  await dropoff.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Saved Delivery Address successfully!").first()).toBeVisible();

  await page.goto("/setting");
  await searchAddresses(page, business);
  const row = addresses(page).getByRole("row").filter({ hasText: business });
  await expect(row).toContainText(place);
  await expect(row).toContainText("Drop-off");
});

test("edits a saved address", async ({ page }) => {
  const label = uniqueName("Edit Me");
  const business = uniqueName("Edit Motors");
  await addAddress(page, { type: "Drop-off", label, business, place: "Austin" });
  await searchAddresses(page, label);
  await addresses(page)
    .getByRole("button", { name: `Edit ${business}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit address" });
  await expect(dialog.getByLabel("Label")).toHaveValue(label);
  const renamed = `${business} Renamed`;
  await dialog.getByLabel("Business name").fill(renamed);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Updated Delivery Address successfully!")).toBeVisible();
  await expect(addresses(page).getByRole("row").filter({ hasText: label })).toContainText(renamed);
});

test("keeps a failed delete in the dialog as an alert", async ({ page }) => {
  await page.route("**/api/v1/customer/delete-delivery-address**", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, message: "Boom" }) }),
  );
  await page.goto("/setting");
  const firstDelete = addresses(page)
    .getByRole("button", { name: /^Delete / })
    .first();
  await firstDelete.click();
  const dialog = page.getByRole("dialog", { name: "Delete address?" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to delete address.");
  await expect(dialog).toBeVisible();
});

test("switches an e-mail off and on again in Settings, before the page's scripts have run too", async ({ page }) => {
  const saved = "Your e-mail notifications were saved.";
  await page.goto("/setting");
  const emails = page.getByRole("region", { name: "E-mail notifications" });
  const approved = () => emails.getByRole("checkbox", { name: "Job approved" });
  const save = () => emails.getByRole("button", { name: "Save" });
  // The page's scripts have run: the saves below are the form's own calls, answered on the form.
  await page.waitForLoadState("networkidle");
  // From a known start: a retry finds what the failed try saved.
  if (!(await approved().isChecked())) {
    await approved().check();
    await save().click();
    await expect(emails.getByRole("status")).toHaveText(saved);
  }
  await approved().uncheck();
  await save().click();
  await expect(emails.getByRole("status")).toHaveText(saved);
  await page.reload();
  await expect(approved()).not.toBeChecked();
  await expect(emails.getByRole("checkbox", { name: "Driver assigned" })).toBeChecked();

  // Ticked and saved before any script ran: the browser posts the form itself, and is sent back to
  // the page, which says it was saved before any script has run.
  const release = await reloadWithScriptsHeld(page);
  await approved().check();
  await save().click();
  await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
  await expect(page).toHaveURL(/\/setting$/);
  release();
  await expect(approved()).toBeChecked();

  // Unticked once the scripts have run: a reload loads the page (a GET) and shows it unticked, with no
  // word of the earlier save. Answered in place, the browser's post was posted again by the reload,
  // ticking the box again. (The form's own line, not the toast: the flash's toast says the same words.)
  await page.waitForLoadState("networkidle");
  await approved().uncheck();
  await save().click();
  await expect(emails.getByRole("status")).toHaveText(saved);
  const loads: string[] = [];
  page.on("request", (request) => request.isNavigationRequest() && loads.push(request.method()));
  await page.reload();
  expect(loads).toEqual(["GET"]);
  await expect(approved()).not.toBeChecked();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(saved)).toHaveCount(0);

  // Ticked before the scripts ran, saved after: hydration keeps the tick.
  const later = await reloadWithScriptsHeld(page);
  await approved().check();
  later();
  await page.waitForLoadState("networkidle");
  await expect(approved()).toBeChecked();
  await save().click();
  await expect(emails.getByRole("status")).toHaveText(saved);
  await page.reload();
  await expect(approved()).toBeChecked();
});
