/** `npm run db:seed`: applies the migrations, then loads the demo data once. */
try {
  process.loadEnvFile?.();
} catch {
  // No .env file: the environment as it is.
}

async function main(): Promise<void> {
  const { closeDb, getDb } = await import("./client");
  const { migrateDatabase } = await import("./migrate");
  const { assertDemoDataAllowed, seedDemoData } = await import("./seed");
  assertDemoDataAllowed();
  try {
    await migrateDatabase();
    const { seeded } = await seedDemoData(await getDb(), { log: console.log });
    console.log(seeded ? "Demo data loaded." : "Demo data already present; nothing changed.");
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
