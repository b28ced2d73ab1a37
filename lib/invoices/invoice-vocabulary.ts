/**
 * The invoices' words: states, tabs and payment methods with their labels. Pure and free of zod and
 * drizzle, so the list and badges in the browser import it without either (the schemas and the
 * database tables import it too).
 */

export const INVOICE_STATES = ["draft", "sent", "partly_paid", "paid", "void"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  draft: "Draft",
  sent: "Sent",
  partly_paid: "Partly paid",
  paid: "Paid",
  void: "Void",
};

/** The list's tabs: every invoice, or one state. */
export const INVOICE_TABS = ["all", ...INVOICE_STATES] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

export function parseInvoiceTab(value: unknown): InvoiceTab | undefined {
  return INVOICE_TABS.find((tab) => tab === value);
}

export const PAYMENT_METHODS = ["ach", "check", "card", "wire", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  ach: "ACH",
  check: "Check",
  card: "Card",
  wire: "Wire",
  other: "Other",
};
