import { describe, expect, it } from "vitest";
import { TOAST_COLORS } from "./toast-colors";

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe("toast colours", () => {
  it.each(["success", "error", "info", "warning"] as const)("%s text meets 4.5:1 on its background", (kind) => {
    expect(contrast(TOAST_COLORS[`--${kind}-text`], TOAST_COLORS[`--${kind}-bg`])).toBeGreaterThanOrEqual(4.5);
  });
  it("measures as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    // sonner's own success green on its background, which failed.
    expect(contrast("#008a2e", "#ecfdf3")).toBeLessThan(4.5);
  });
});
