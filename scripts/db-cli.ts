/**
 * The frame of the db:* scripts (db-migrate.ts, db-seed.ts, db-reset.ts): load .env if present
 * (before any module reads the environment), run, close, and turn a failure into one readable
 * line and exit code 1.
 */
export function runCli(main: () => Promise<void>): void {
  try {
    process.loadEnvFile?.();
  } catch {
    // No .env file: the environment as it is.
  }
  main().catch((error: unknown) => {
    console.error(describeError(error));
    process.exit(1);
  });
}

/** The message, and the driver's reason when a query failed (drizzle wraps it as the cause). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : "";
  return cause && !error.message.includes(cause) ? `${error.message.trim()}: ${cause}` : error.message;
}
