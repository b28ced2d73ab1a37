/** Runs once when the server starts (never during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareDatabase } = await import("./db/prepare");
  await prepareDatabase();
}
