/** The webhook screens' and routes' texts (kept apart from the schemas: no zod in the page). */
export const WEBHOOK_MESSAGES = {
  list: "Webhook endpoints",
  added: "Webhook endpoint added. Copy its secret now: it is not shown again.",
  updated: "Webhook endpoint saved.",
  removed: "Webhook endpoint removed.",
  testQueued: "Test event queued.",
  deliveries: "Webhook deliveries",
  notFound: "Webhook endpoint not found.",
  testSwitchedOff: "This endpoint is switched off: switch it on to send it a test event.",
} as const;
