import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import {
  choose,
  expectStep,
  fillContact,
  fillLocations,
  fillTiming,
  fillVehicle,
  next,
  openWizard,
  searchPlace,
  side,
  uniqueVin,
  utcDay,
} from "./wizard-helpers";

const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

async function findJob(page: Page, tab: string, vin: string) {
  await page.goto("/jobs");
  await page.getByRole("navigation", { name: "Job status" }).getByRole("link", { name: tab, exact: true }).click();
  await page.getByRole("searchbox").fill(vin);
  const row = page.getByRole("row").filter({ hasText: vin });
  await expect(row).toHaveCount(1);
  return row;
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.customer);
});

test("creates a request with two vehicles: one job each, the one without PO in Po Missing", async ({ page }) => {
  // The whole wizard twice over and two list searches: about 50 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const withPo = uniqueVin();
  const withoutPo = uniqueVin();
  await openWizard(page);
  await expect(page.getByLabel("Company name")).toHaveValue("Acme Motors");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await fillTiming(page);

  // Upper-cased as typed.
  await side(page, "pickup").getByLabel("Additional note").fill("gate code 42");
  await expect(side(page, "pickup").getByLabel("Additional note")).toHaveValue("GATE CODE 42");
  await fillLocations(page);

  await fillVehicle(page, { make: "Toyota", model: "Camry", vin: withPo.toLowerCase(), fuel: "Gas", po: "po-e2e-1" });
  await expect(page.getByLabel("VIN")).toHaveValue(withPo);
  await expect(page.getByLabel("PO Number")).toHaveValue("PO-E2E-1");
  await page.getByRole("button", { name: "Add vehicle" }).click();
  const list = page.getByRole("list", { name: "Vehicles" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await fillVehicle(page, { make: "Ford", model: "F-150", vin: withoutPo, fuel: "Diesel" });
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list).toContainText(withPo);
  await expect(list).toContainText(withoutPo);
  await next(page);

  await expectStep(page, "Service options");
  await page.getByLabel("Deliver washed").check();
  await next(page);
  await expectStep(page, "Notes");
  await page.getByLabel("Driver notes").fill("call on arrival");
  await expect(page.getByLabel("Driver notes")).toHaveValue("CALL ON ARRIVAL");
  await next(page);

  await expectStep(page, "Review");
  await expect(page.getByRole("button", { name: "Next", exact: true })).toHaveCount(0);
  const review = page.getByRole("region", { name: "Vehicles (2)" });
  await expect(review).toContainText(withPo);
  await expect(review).toContainText(withoutPo);
  await expect(page.getByRole("region", { name: "Service options" })).toContainText("Yes");
  await expect(page.getByRole("region", { name: "Notes" })).toContainText("CALL ON ARRIVAL");
  await expect(page.getByRole("region", { name: "Pickup", exact: true })).toContainText("PAT PICKUP");

  // Edit goes back to the step; Next returns to the review with everything kept.
  await page.getByRole("button", { name: "Edit timing" }).click();
  await expectStep(page, "Timing");
  await expect(page.getByLabel("Pickup date")).toHaveValue(utcDay(3));
  for (let i = 0; i < 5; i++) await next(page);
  await expectStep(page, "Review");

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Created Job successfully!")).toBeVisible();

  const missing = await findJob(page, "Po Missing", withoutPo);
  await expect(missing).toContainText("PO Missing");
  const submitted = await findJob(page, "All", withPo);
  await expect(submitted).toContainText("Submitted");
  await expect(submitted).toContainText("PO-E2E-1");
});

test("refuses a missing, past or too-early pickup with the wizard's messages", async ({ page }) => {
  await openWizard(page);
  await next(page);
  await expect(alert(page, "Pickup date is required")).toBeVisible();
  await expect(page.getByLabel("Pickup date")).toBeFocused();

  await page.getByLabel("Pickup date").fill(utcDay(2));
  await expect(alert(page, "Pickup date is required")).toHaveCount(0);
  await next(page);
  await expect(alert(page, "Pickup time is required")).toBeVisible();
  await expect(page.getByLabel("Pickup time")).toBeFocused();

  await page.getByLabel("Pickup date").fill(utcDay(-1));
  await page.getByLabel("Pickup time").fill("12:00");
  await next(page);
  await expect(alert(page, "Pickup date cannot be in the past")).toBeVisible();

  // Today at midnight (UTC) is always less than 2 hours from now.
  await page.getByLabel("Pickup date").fill(utcDay(0));
  await page.getByLabel("Pickup time").fill("00:00");
  await next(page);
  await expect(alert(page, "Pickup time must be at least 2 hours later than current time")).toBeVisible();
  await expectStep(page, "Timing");

  // The three timing choices exclude each other.
  const pickupFirst = page.getByLabel("Pickup must occur at this date/time");
  const both = page.getByLabel("Both are important but flexible");
  await pickupFirst.check();
  await both.check();
  await expect(both).toBeChecked();
  await expect(pickupFirst).not.toBeChecked();
  await expect(page.getByLabel("Delivery must occur at this date/time")).not.toBeChecked();
});

test("asks for the locations, and for an address before 'Use for this trip only'", async ({ page }) => {
  await openWizard(page);
  await fillTiming(page);

  const pickup = side(page, "pickup");
  await pickup.getByRole("button", { name: "Use for this trip only" }).click();
  await expect(alert(page, "Please enter a pickup address first")).toBeVisible();
  await side(page, "dropoff").getByRole("button", { name: "Use for this trip only" }).click();
  await expect(alert(page, "Please enter a dropoff address first")).toBeVisible();

  await next(page);
  await expect(alert(page, "Pickup location is required.")).toBeVisible();
  await expect(alert(page, "Pickup POC name is required.")).toBeVisible();
  await expect(alert(page, "Dropoff POC phone is required.")).toBeVisible();
  await expect(pickup.getByRole("combobox")).toBeFocused();
  await expectStep(page, "Locations");

  await searchPlace(pickup, "Dallas");
  await expect(alert(page, "Pickup location is required.")).toHaveCount(0);
  await pickup.getByRole("button", { name: "Use for this trip only" }).click();
  await expect(pickup.getByRole("status").filter({ hasText: "This address will be used only for this trip." })).toBeVisible();

  await pickup.getByLabel("POC name").fill("jo smith");
  await expect(pickup.getByLabel("POC name")).toHaveValue("JO SMITH");
});

test("asks for a complete vehicle and at least one in the list", async ({ page }) => {
  await openWizard(page);
  await fillTiming(page);
  await fillLocations(page);

  await next(page);
  await expect(alert(page, "Please add at least one vehicle with all required fields filled.")).toBeVisible();

  // A half-filled entry is refused, by Add vehicle and by Next.
  await choose(page, "Make", "Toyota");
  await choose(page, "Model", "Camry");
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(alert(page, "Please fill all required fields for the current vehicle.")).toBeVisible();
  await expect(page.getByLabel("Year", { exact: true })).toBeFocused();
  await next(page);
  await expect(alert(page, "Please fill all required fields for the current vehicle.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Vehicles" })).toHaveCount(0);

  // Changing the make clears the model.
  await choose(page, "Make", "Honda");
  await expect(page.getByLabel("Model", { exact: true })).toHaveText(/Select model/);

  // The VIN rule is shown before anything is sent; a wrong check digit only warns.
  await fillVehicle(page, { make: "Honda", model: "Civic", vin: "1HGCM82633A00435", fuel: "Gas" });
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(alert(page, "VIN must be 17 letters and digits (no I, O or Q).")).toBeVisible();
  const vin = uniqueVin();
  const wrongCheck = vin.slice(0, 8) + (vin[8] === "0" ? "1" : "0") + vin.slice(9);
  await page.getByLabel("VIN").fill(wrongCheck);
  await expect(page.getByText("The VIN's check digit (9th character) does not match")).toBeVisible();
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(page.getByRole("list", { name: "Vehicles" }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: `Remove vehicle ${wrongCheck}` }).click();
  await expect(page.getByText("No vehicles added yet.")).toBeVisible();
  await next(page);
  await expect(alert(page, "Please add at least one vehicle with all required fields filled.")).toBeVisible();
  await expectStep(page, "Vehicles");
});

test.describe("the draft", () => {
  const pickupDate = (page: Page) => page.getByLabel("Pickup date");
  const restored = (page: Page) => page.getByRole("status").filter({ hasText: "Your unsent job request was restored" });
  const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("job-wizard-draft:")));

  test("comes back after a reload, is the signed-in user's only, and goes once submitted", async ({ page, context }) => {
    // Two sign-ins and a whole request: longer than one journey.
    test.slow();
    await openWizard(page);
    await fillTiming(page);
    const pickup = await searchPlace(side(page, "pickup"), "Dallas");
    await fillContact(side(page, "pickup"), "Pat Pickup", "2145550100");

    // The reload is asked about first (beforeunload), then the two steps are back as they were.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(["beforeunload"]);
    await expectStep(page, "Locations");
    await expect(restored(page)).toBeVisible();
    await expect(side(page, "pickup").getByTestId(/selected-location$/)).toHaveText(pickup);
    await expect(side(page, "pickup").getByLabel("POC name")).toHaveValue(/pat pickup/i);
    await page.getByRole("button", { name: "Previous" }).click();
    await expectStep(page, "Timing");
    await expect(pickupDate(page)).toHaveValue(utcDay(3));
    await expect(page.getByLabel("Dropoff time")).toHaveValue("15:30");

    // Another customer signing in on this browser starts empty, and leaves the first one's draft alone.
    await context.clearCookies();
    await signIn(page, "customer1@example.com");
    await page.goto("/jobs/create-job");
    await expectStep(page, "Timing");
    await expect(pickupDate(page)).toHaveValue("");
    await expect(restored(page)).toHaveCount(0);
    await context.clearCookies();
    await signIn(page, DEMO.customer);
    await page.goto("/jobs/create-job");
    await expectStep(page, "Timing");
    await expect(pickupDate(page)).toHaveValue(utcDay(3));

    await next(page);
    await searchPlace(side(page, "dropoff"), "Houston");
    await fillContact(side(page, "dropoff"), "Dana Dropoff", "7135550100");
    await next(page);
    await expectStep(page, "Vehicles");
    await fillVehicle(page, { make: "Toyota", model: "Camry", vin: uniqueVin(), fuel: "Gas", po: "po-draft-1" });
    for (let i = 0; i < 3; i++) await next(page);
    await expectStep(page, "Review");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await draftKeys(page)).toEqual([]);
    await page.goto("/jobs/create-job");
    await expectStep(page, "Timing");
    await expect(pickupDate(page)).toHaveValue("");
    await expect(restored(page)).toHaveCount(0);
    // Asked on the reload and on leaving the restored wizard for the sign-in page; never once submitted.
    expect(asked).toEqual(["beforeunload", "beforeunload"]);
  });

  test("asks before a link leaves a filled wizard; Discard draft empties it", async ({ page }) => {
    await openWizard(page);
    const jobsLink = page.locator("aside").getByRole("link", { name: "Jobs", exact: true });
    // Nothing entered: nothing to ask.
    await jobsLink.click();
    await expect(page).toHaveURL(/\/jobs$/);
    await openWizard(page);
    await pickupDate(page).fill(utcDay(3));

    page.once("dialog", (dialog) => void dialog.dismiss());
    await jobsLink.click();
    await expect(page).toHaveURL(/\/jobs\/create-job$/);
    await expect(pickupDate(page)).toHaveValue(utcDay(3));

    page.once("dialog", (dialog) => {
      expect(dialog.type()).toBe("confirm");
      void dialog.accept();
    });
    await jobsLink.click();
    await expect(page).toHaveURL(/\/jobs$/);

    await page.goto("/jobs/create-job");
    await expect(restored(page)).toBeVisible();
    await expect(pickupDate(page)).toHaveValue(utcDay(3));
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(pickupDate(page)).toHaveValue("");
    await expect(restored(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Discard draft" })).toHaveCount(0);
    expect(await draftKeys(page)).toEqual([]);
    await page.reload();
    await expect(pickupDate(page)).toHaveValue("");
  });
});
