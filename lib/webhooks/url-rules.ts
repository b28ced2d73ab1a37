/** The rules of a webhook URL that need no lookup. Pure: the endpoint form loads them. */

export const WEBHOOK_URL_MESSAGES = {
  invalid: "Please enter a valid URL, such as https://example.com/webhooks.",
  protocol: "The URL must start with https:// or http://.",
  credentials: "The URL cannot carry a user name or password.",
  unresolved: (host: string) => `The host ${host} could not be found.`,
  private: (host: string, address: string) =>
    `${host} is a private, loopback or link-local address (${address}): webhooks are sent only to the internet.`,
} as const;

/** The URL's own rules, before any lookup: http or https, no credentials. A message, or null. */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_URL_MESSAGES.invalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return WEBHOOK_URL_MESSAGES.protocol;
  if (url.username || url.password) return WEBHOOK_URL_MESSAGES.credentials;
  if (!url.hostname) return WEBHOOK_URL_MESSAGES.invalid;
  return null;
}
