// Where a browser-test server keeps its data: one folder per port, so parallel runs and the two
// servers of one run (playwright.config.ts) never share a database, an outbox or uploads.
// Shared by scripts/e2e-server.mjs, playwright.config.ts and e2e/helpers.ts.

export const DEFAULT_E2E_PORT = "3100";

/** The port of the main test server (E2E_PORT, 3100 by default). */
export function e2ePort(env = process.env) {
  return env.E2E_PORT || DEFAULT_E2E_PORT;
}

/** The port of the second server, the one run with a Google Maps key: the main port + 1. */
export function mapsKeyPort(env = process.env) {
  return String(Number(e2ePort(env)) + 1);
}

/** E2E_DATA_DIR when set, else .data/e2e on 3100 and .data/e2e-<port> on any other port. */
export function e2eDataDir(port, env = process.env) {
  return env.E2E_DATA_DIR || (port === DEFAULT_E2E_PORT ? ".data/e2e" : `.data/e2e-${port}`);
}

/** The maps-key server's folder: beside E2E_DATA_DIR when set, else its port's own. */
export function mapsKeyDataDir(env = process.env) {
  return env.E2E_DATA_DIR ? `${env.E2E_DATA_DIR}-maps-key` : e2eDataDir(mapsKeyPort(env), {});
}
