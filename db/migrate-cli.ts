/** `npm run db:migrate`: applies the drizzle-kit migrations of db/migrations. */
try {
  process.loadEnvFile?.();
} catch {
  // No .env file: the environment as it is.
}

async function main(): Promise<void> {
  const { closeDb, getHandle } = await import("./client");
  const { migrateDatabase } = await import("./migrate");
  const { env } = await import("@/lib/env");
  try {
    await migrateDatabase();
    const { kind } = await getHandle();
    console.log(`Migrations applied (${kind === "pglite" ? env().PGLITE_DIR : "postgres"})`);
  } finally {
    await closeDb();
  }
}

/** The message, and the driver's reason when a query failed (drizzle wraps it as the cause). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : "";
  return cause && !error.message.includes(cause) ? `${error.message.trim()}: ${cause}` : error.message;
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});

export {};
