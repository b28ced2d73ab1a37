import { describe, expect, it } from "vitest";
import { jobLabel, routeSide, truncate } from "./route-text";

describe("route text", () => {
  it("prefers the business name, else the location", () => {
    expect(routeSide("Acme Lot", "1 Main St")).toBe("Acme Lot");
    expect(routeSide("  ", "1 Main St")).toBe("1 Main St");
    expect(routeSide(null, null)).toBe("");
  });
  it("cuts at 15 characters plus an ellipsis", () => {
    expect(truncate("123456789012345")).toBe("123456789012345");
    expect(truncate("1234567890123456")).toBe("123456789012345...");
  });
  it("labels jobs", () => expect(jobLabel(42)).toBe("job-42"));
});
