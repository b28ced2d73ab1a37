// Adds up the JSON reports of vitest and Playwright in a folder and prints one closing line.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".data/ci";
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (report.stats && "expected" in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky passed on retry.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    console.log(`${file}: ${report.stats.expected + report.stats.flaky} passed, ${report.stats.unexpected} failed`);
  } else if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
