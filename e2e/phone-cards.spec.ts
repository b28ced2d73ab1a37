import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

// Issue 29 item 25: on a 390 px phone a list's rows are cards; a long e-mail wraps inside its card.

test.use({ viewport: { width: 390, height: 844 } });

test("a company card shows its whole e-mail on a phone", async ({ page }) => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `accounts.payable.department.${tag}@long-fleet-company-example.com`;
  await signIn(page, DEMO.admin);
  const created = await page.request.post("/api/v1/admin/create-company", {
    data: {
      company_name: `Card Fleet ${tag}`,
      address: "2 Test Way",
      contact_person_name: "Sam",
      contact_person_phone: "2145550100",
      email,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto(`/company?search=${encodeURIComponent(`Card Fleet ${tag}`)}`);
  const cell = page.locator("tbody td", { hasText: email });
  await expect(cell).toBeVisible();
  const fits = await cell.evaluate((td) => {
    const card = td.closest("tr")!.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(td);
    const text = range.getBoundingClientRect();
    return {
      clipped: td.scrollWidth > td.clientWidth + 1,
      right: text.right,
      cardRight: card.right,
      page: document.documentElement.scrollWidth,
    };
  });
  expect(fits.clipped).toBe(false);
  expect(fits.right).toBeLessThanOrEqual(fits.cardRight + 1);
  expect(fits.page).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("company-cards-390.png"), fullPage: false });
});
