import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

// Issue 29 items 14 and 17, against the production server (server.mjs, proxy.ts).

test.describe("a malformed percent escape in a path is a 404, not Next's bare 500", () => {
  for (const path of ["/track/%ff", "/verify/%ff", "/verify/BOL-%ff"]) {
    test(`the page ${path} answers the not-found page`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expect(res.headers()["content-type"]).toContain("text/html");
    });
  }

  for (const path of ["/api/v1/files/%ff", "/api/v1/files/%E0%A4%A", "/api/v1/%ff"]) {
    test(`the API call ${path} answers the envelope's 404`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expect(await res.json()).toMatchObject({ success: false });
    });
  }
});

test("a /verify upload over 11 MB posted by the form before its scripts ran is a 413 that says why", async ({ request }) => {
  const res = await request.post("/verify/BOL-1", {
    multipart: {
      number: "BOL-1",
      file: {
        name: "huge.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(12 * 1024 * 1024)]),
      },
    },
  });
  expect(res.status()).toBe(413);
  expect(await res.text()).toBe("This file is over 10 MB, larger than any bill of lading we issue. Choose the PDF you received.");
});

test("a sign-in gives the browser an httpOnly device cookie", async ({ page }) => {
  await signIn(page, DEMO.customer);
  const device = (await page.context().cookies()).find((c) => c.name === "vtj.device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  expect(device!.expires).toBeGreaterThan(Date.now() / 1000 + 100 * 24 * 3600);
});
