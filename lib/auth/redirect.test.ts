import { describe, expect, it } from "vitest";
import { isPublicPage, safeNextPath } from "./redirect";

describe("post-login redirect", () => {
  it.each([
    [undefined, "/dashboard"],
    ["", "/dashboard"],
    ["/admin-jobs", "/admin-jobs"],
    ["/admin-jobs/job-details/3?x=1", "/admin-jobs/job-details/3?x=1"],
    ["https://evil.example", "/dashboard"],
    ["//evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["/login", "/dashboard"],
    ["/api/v1/login", "/dashboard"],
  ])("%j goes to %j", (next, path) => {
    expect(safeNextPath(next)).toBe(path);
  });

  it("knows the public pages", () => {
    expect(isPublicPage("/login")).toBe(true);
    expect(isPublicPage("/set-password")).toBe(true);
    expect(isPublicPage("/ride-details/jobId/1/driver/2")).toBe(true);
    expect(isPublicPage("/track/1.abc")).toBe(true);
    expect(isPublicPage("/tracking")).toBe(false);
    expect(isPublicPage("/loginx")).toBe(false);
    expect(isPublicPage("/dashboard")).toBe(false);
    expect(isPublicPage("/admin-jobs")).toBe(false);
    expect(isPublicPage("/reset-password")).toBe(false);
  });
});
