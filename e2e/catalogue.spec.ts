import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("vehicle catalogue", () => {
  test("adds a make with models (every catalogue message), then edits it inline", async ({ page }) => {
    const make = `Zephyr ${unique()}`;
    await signIn(page, DEMO.admin);
    await page.goto("/setting");
    await expect(page.getByRole("region", { name: "Vehicle catalogue" })).toBeVisible();
    await page.getByRole("link", { name: "Add vehicle" }).click();
    await expect(page).toHaveURL(/\/setting\/add-vehicle$/);

    // One model row to start with; it cannot be removed while it is the only one.
    await expect(page.getByRole("button", { name: "Remove model 1" })).toBeDisabled();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter make.")).toBeVisible();
    await expect(page.getByText("Please add at least one model.")).toBeVisible();

    await page.getByRole("button", { name: "Add model" }).click();
    await expect(page.getByText("Please fill the previous model before adding a new one.")).toBeVisible();
    await expect(page.getByLabel("Model 2", { exact: true })).toHaveCount(0);

    await page.getByRole("textbox", { name: "Make", exact: true }).fill(make);
    await page.getByLabel("Model 1", { exact: true }).fill("Breeze");
    await page.getByRole("button", { name: "Add model" }).click();
    await expect(page.getByText("Please fill the previous model before adding a new one.")).toHaveCount(0);
    await page.getByLabel("Model 2", { exact: true }).fill("Gale");
    await page.getByRole("button", { name: "Add model" }).click();
    // A blank last row is dropped on save.
    await expect(page.getByLabel("Model 3", { exact: true })).toHaveValue("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Vehicle created")).toBeVisible();
    await expect(page).toHaveURL(/\/setting\?make=\d+$/);

    const catalogue = page.getByRole("region", { name: "Vehicle catalogue" });
    await expect(catalogue.getByRole("button", { name: new RegExp(make) })).toHaveAttribute("aria-current", "true");
    await expect(catalogue.getByRole("heading", { name: make })).toBeVisible();
    await expect(
      catalogue
        .getByRole("list", { name: `${make} models` })
        .getByRole("listitem")
        .locator("label"),
    ).toHaveText(["Breeze", "Gale"]);

    // Inline edit: rename, add a model, empty one (dropped), remove one.
    await catalogue.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Make", exact: true })).toHaveValue(make);
    await page.getByRole("textbox", { name: "Make", exact: true }).fill(`${make} II`);
    await page.getByRole("button", { name: "Add model" }).click();
    await page.getByLabel("Model 3", { exact: true }).fill("Squall");
    await page.getByRole("button", { name: "Add model" }).click();
    await page.getByRole("button", { name: "Add model" }).click();
    await expect(page.getByText("Please fill the previous model before adding a new one.")).toBeVisible();
    await page.getByLabel("Model 2", { exact: true }).fill("");
    await page.getByRole("button", { name: "Remove model 1" }).click();
    await expect(page.getByLabel("Model 1", { exact: true })).toHaveValue("");
    await catalogue.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Vehicle Updated")).toBeVisible();
    await expect(catalogue.getByRole("heading", { name: `${make} II` })).toBeVisible();
    await expect(
      catalogue
        .getByRole("list", { name: `${make} II models` })
        .getByRole("listitem")
        .locator("label"),
    ).toHaveText(["Squall"]);

    await page.reload();
    await expect(
      page.getByRole("region", { name: "Vehicle catalogue" }).getByRole("button", { name: new RegExp(`${make} II`) }),
    ).toBeVisible();
  });

  test("refuses an edit that leaves no model, and a make that already exists", async ({ page }) => {
    const make = `Mistral ${unique()}`;
    await signIn(page, DEMO.admin);
    const created = await page.request.post("/api/v1/create-vehicle-make-model", { data: { make, models: ["Only"] } });
    const { data } = (await created.json()) as { data: { id: number } };

    await page.goto(`/setting?make=${data.id}`);
    const catalogue = page.getByRole("region", { name: "Vehicle catalogue" });
    await expect(catalogue.getByRole("heading", { name: make })).toBeVisible();
    await catalogue.getByRole("button", { name: "Edit" }).click();
    await expect(page.getByRole("button", { name: "Remove model 1" })).toBeDisabled();
    await page.getByLabel("Model 1", { exact: true }).fill("  ");
    await catalogue.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please add at least one model.")).toBeVisible();
    await page.getByRole("textbox", { name: "Make", exact: true }).fill("");
    await catalogue.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter make.")).toBeVisible();

    await page.getByRole("textbox", { name: "Make", exact: true }).fill("Toyota");
    await page.getByLabel("Model 1", { exact: true }).fill("Only");
    await catalogue.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This make already exists.")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(catalogue.getByRole("heading", { name: make })).toBeVisible();
  });

  test("is staff-only: a customer cannot open Add vehicle", async ({ page }) => {
    await signIn(page, DEMO.customer);
    await page.goto("/setting/add-vehicle");
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Make", exact: true })).toHaveCount(0);
  });
});
