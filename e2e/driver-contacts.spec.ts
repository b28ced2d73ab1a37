import { expect, test } from "@playwright/test";
import { demoApis, jobWithDriverLink } from "./job-detail-helpers";

const PHONE = { viewport: { width: 390, height: 844 } };

test.describe("the driver's stops (issue 29 item 8)", () => {
  const api = demoApis("admin", "customer");

  test("name whom to meet with a number to tap, though the customer did not send the driver's contact", async ({ browser }) => {
    const { url } = await jobWithDriverLink(api.admin, api.customer);
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    await page.goto(url);
    for (const [stop, name, phoneNumber, shown] of [
      ["Pickup", "Pat Pickup", "2145550101", "(214) 555-0101"],
      ["Drop-off", "Dana Dropoff", "5125550102", "(512) 555-0102"],
    ] as const) {
      const card = page.getByRole("region", { name: stop, exact: true });
      await expect(card.getByText(name)).toBeVisible();
      const call = card.getByRole("link", { name: shown });
      await expect(call).toHaveAttribute("href", `tel:${phoneNumber}`);
      expect((await call.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    const dir = process.env.E2E_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/driver-stops-390.png`, fullPage: true });
    await phone.close();
  });
});
