/** An attempt's failure, with the HTTP status a webhook endpoint answered (kept for the log). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly responseCode: number | null = null,
  ) {
    super(message);
  }
}
