// Finds the browser for Playwright (Debian's Chromium; Playwright's own download cannot work
// here) and installs it with apt-get when it is missing and we are allowed to.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const found = candidates.find((p) => existsSync(p));
if (found) {
  console.log(`chromium: ${found}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error("Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).");
  process.exit(1);
}
console.log("chromium: not found, installing Debian's package…");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
if (!existsSync("/usr/bin/chromium")) {
  console.error("chromium: the install did not produce /usr/bin/chromium");
  process.exit(1);
}
console.log("chromium: /usr/bin/chromium");
