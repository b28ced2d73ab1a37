import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// Issue 20 item 18: no serious or critical axe-core finding (WCAG 2.0-2.2, A and AA) on any page.
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * The serious and critical findings on the page as it is now, one line each. axe details only what
 * fails (resultTypes): the details of what passed were never read, and cost every page's check.
 */
export async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}
