import { after } from "next/server";

/**
 * Work an answer must neither wait for nor reveal (a mail to an account that may not exist):
 * run after the response under Next; outside a request (scripts, tests) started at once in the
 * background. A failure is logged, never answered.
 */
export function afterResponse(task: () => Promise<void>): void {
  const run = () => task().catch((error: unknown) => console.error("[after-response]", error));
  try {
    after(run);
  } catch {
    void run();
  }
}
