/** Runs once when the server starts (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./db/prepare");
  await prepareDatabase();
  // This process sends the outbox (every few seconds, and at once after a message is written).
  const [{ startOutboxWorker }, { getDb }] = await Promise.all([import("./lib/worker/outbox-worker"), import("./db/client")]);
  startOutboxWorker(getDb);
}
