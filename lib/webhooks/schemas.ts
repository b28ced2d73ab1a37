import { z } from "zod";
import { limitSchema, pageQuerySchema } from "@/lib/api/pagination";
import { recordIdSchema } from "@/lib/api/record-id";
import { optionalText } from "@/lib/forms/fields";
import { isSubscribableEvent, SUBSCRIBABLE_EVENTS, type SubscribableEvent } from "./events";
import { webhookUrlProblem } from "./url-rules";

/** The webhook calls' schemas, shared by the endpoint form and the routes. Pure: no database, no lookups. */

export const URL_MAX = 2000;

const webhookUrl = z.preprocess(
  (v) => (v === null || v === undefined ? "" : v),
  z
    .string({ error: "Please enter the endpoint's URL." })
    .trim()
    .superRefine((value, ctx) => {
      const problem =
        value === ""
          ? "Please enter the endpoint's URL."
          : value.length > URL_MAX
            ? `At most ${URL_MAX} characters.`
            : webhookUrlProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
);

// A form's checkbox group gives false for none and a string for one.
const asList = (v: unknown) => (v === false || v === null || v === undefined ? [] : typeof v === "string" ? [v] : v);

/** The events an endpoint hears of: at least one, each a job or invoice event; kept in the list's order, each once. */
const webhookEvents = z.preprocess(
  asList,
  z
    .array(z.unknown(), { error: "Choose at least one event." })
    .min(1, "Choose at least one event.")
    .superRefine((values, ctx) => {
      const unknown = values.find((v) => !isSubscribableEvent(v));
      if (unknown !== undefined) ctx.addIssue({ code: "custom", message: `Unknown event: ${String(unknown)}.` });
    })
    .transform((values) => SUBSCRIBABLE_EVENTS.filter((e) => values.includes(e)) as SubscribableEvent[]),
);

const endpointId = recordIdSchema({ required: "Please choose a webhook endpoint.", invalid: "The endpoint id must be a whole number." });

/** POST admin/add-webhook-endpoint, and the form that adds one. */
export const addWebhookEndpointSchema = z.object({
  url: webhookUrl,
  description: optionalText(500),
  events: webhookEvents,
});
export type AddWebhookEndpoint = z.infer<typeof addWebhookEndpointSchema>;

/** PUT admin/update-webhook-endpoint: what is given changes (the URL and secret stay: add a new endpoint for those). */
export const updateWebhookEndpointSchema = z.object({
  endpointId,
  events: webhookEvents.optional(),
  description: optionalText(500).optional(),
  active: z.boolean({ error: "Active must be true or false." }).optional(),
});
export type UpdateWebhookEndpoint = z.infer<typeof updateWebhookEndpointSchema>;

/** remove-webhook-endpoint and send-test-webhook. */
export const webhookEndpointRefSchema = z.object({ endpointId });

/** GET admin/get-webhook-deliveries?endpointId&page&limit: newest first. */
export const webhookDeliveriesQuerySchema = z.object({
  endpointId,
  page: pageQuerySchema.shape.page,
  limit: limitSchema(),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;
