import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { linkMail, sendMail, withoutSecrets } from "./send-mail";

describe("no secret in a log (issue 20 item 10)", () => {
  const dir = mkdtemp(path.join(tmpdir(), "vtj-mail-"));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it("logs a mailed link without its token, and says where the whole message is", async () => {
    process.env.MAIL_OUTBOX_DIR = await dir;
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl";
    await sendMail(
      linkMail({
        to: "a@example.com",
        subject: "Reset your password",
        intro: "Hi",
        linkText: "Go",
        url: `http://localhost:3000/set-password?token=${token}`,
      }),
    );
    const line = info.mock.calls.map((c) => c.join(" ")).join("\n");
    expect(line).toContain("http://localhost:3000/set-password?token=[hidden]");
    expect(line).not.toContain(token);
    expect(line).toContain(".json");
    info.mockRestore();
  });

  it("hides every query value", () => {
    expect(withoutSecrets("https://x.example/ride-details/jobId/1/driver/2?token=abc&x=1")).toBe(
      "https://x.example/ride-details/jobId/1/driver/2?token=[hidden]&x=[hidden]",
    );
  });

  it("turns off Next's dev logging of server function arguments (the sign-in's password)", async () => {
    const { default: config } = (await import(path.resolve("next.config.mjs"))) as { default: (phase: string) => { logging?: unknown } };
    const nextConfig = config("phase-test");
    expect(nextConfig.logging).toMatchObject({ serverFunctions: false });
  });
});
