/**
 * Clock honesty (DECISIONS.md "The driver's link without signal"): every part keeps the time the
 * phone says it was taken and the time the server received it. A capture time before the link
 * was sent, or more than five minutes after the server received it, is kept as sent but marked.
 */
export const CLOCK_DOUBTFUL = "phone clock doubtful";

/** How far ahead of the server's receipt a phone's time may run before it is doubted. */
export const CLOCK_AHEAD_MS = 5 * 60_000;

type Moment = Date | string | null | undefined;
const ms = (at: Moment) => (at === null || at === undefined ? null : new Date(at).getTime());

/** Whether a part's capture time cannot be true: before the link was sent, or after its receipt (with 5 minutes' grace). */
export function isClockDoubtful({
  capturedAt,
  receivedAt,
  linkSentAt,
}: {
  capturedAt: Moment;
  receivedAt: Moment;
  linkSentAt: Moment;
}): boolean {
  const captured = ms(capturedAt);
  if (captured === null) return false;
  const sent = ms(linkSentAt);
  const received = ms(receivedAt);
  return (sent !== null && captured < sent) || (received !== null && captured > received + CLOCK_AHEAD_MS);
}
