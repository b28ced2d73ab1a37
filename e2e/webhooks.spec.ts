import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { DEMO, signIn } from "./helpers";

// An admin adds a webhook endpoint (a receiver in this test process, on loopback: the e2e server
// allows private addresses), copies its secret once, sends a test event, and sees it delivered;
// the receiver verifies the signature with the specification's own library.

type Received = { headers: IncomingMessage["headers"]; body: string };

test("an admin adds an endpoint, sends a test event, and sees it delivered and signed", async ({ page }) => {
  const received: Received[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  try {
    await signIn(page, DEMO.admin);
    await page.goto("/setting");
    await page.getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();

    await page.getByLabel("URL").fill(url);
    await page.getByLabel("Description").fill("Dispatch board");
    await page.getByRole("checkbox", { name: /Vehicle delivered/ }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = await page.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByLabel("Signing secret")).toHaveCount(0);

    const card = page.getByRole("article").filter({ hasText: url });
    await expect(card).toContainText("job.delivered");
    await card.getByRole("button", { name: "Send test event" }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);

    const [delivery] = received;
    const payload = new Webhook(secret).verify(delivery!.body, {
      "webhook-id": String(delivery!.headers["webhook-id"]),
      "webhook-timestamp": String(delivery!.headers["webhook-timestamp"]),
      "webhook-signature": String(delivery!.headers["webhook-signature"]),
    }) as { type: string };
    expect(payload.type).toBe("webhook.test");

    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("article").filter({ hasText: url })).toContainText("204");
    }).toPass({ timeout: 15_000 });
    // Its events change without a new secret.
    await page.getByRole("article").filter({ hasText: url }).getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit endpoint" });
    await dialog.getByRole("checkbox", { name: /Vehicle picked up/ }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("article").filter({ hasText: url }).getByRole("list", { name: "Events" })).toContainText("job.picked_up");

    await page.setViewportSize({ width: 390, height: 844 });
    const hasSideScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasSideScroll).toBe(false);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
