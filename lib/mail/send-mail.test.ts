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

  it("hides a token in the path (a tracking link's), not the words and ids around it", () => {
    expect(withoutSecrets("https://x.example/track/eyJhbGciOiJIUzI1NiJ9.abc-DEF_123456")).toBe("https://x.example/track/[hidden]");
    expect(withoutSecrets("https://x.example/admin-jobs/job-details/58")).toBe("https://x.example/admin-jobs/job-details/58");
  });

  it("keeps the dev server's request log free of links' tokens", async () => {
    const { default: config } = (await import(path.resolve("next.config.mjs"))) as {
      default: (phase: string) => { logging?: { incomingRequests?: { ignore?: RegExp[] } } };
    };
    const ignore = config("phase-test").logging?.incomingRequests?.ignore ?? [];
    const isLogged = (url: string) => !ignore.some((pattern) => pattern.test(url));
    for (const url of [
      "/ride-details/jobId/1/driver/2?token=abc",
      "/api/v1/driver/update-riding-details?token=abc",
      "/set-password?token=abc",
      "/unsubscribe?u=3&e=job_delivered&t=abc",
      "/track/eyJhbGciOiJIUzI1NiJ9.abc",
    ])
      expect(isLogged(url), url).toBe(false);
    expect(isLogged("/admin-jobs?tab=all&page=2")).toBe(true);
  });

  it("turns off Next's dev logging of server function arguments (the sign-in's password)", async () => {
    const { default: config } = (await import(path.resolve("next.config.mjs"))) as { default: (phase: string) => { logging?: unknown } };
    const nextConfig = config("phase-test");
    expect(nextConfig.logging).toMatchObject({ serverFunctions: false });
  });
});
