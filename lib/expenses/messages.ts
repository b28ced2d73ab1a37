import type { ExpenseState, ExpenseType } from "@/db/schema/expenses";

/** The expenses' texts: the link's, the API's and the staff screens'. */
export const EXPENSE_MESSAGES = {
  added: "Expense added",
  approved: "Expense approved",
  approvedOther: "Expense approved at another amount",
  rejected: "Expense rejected",
  rebillOn: "Expense marked to re-bill",
  rebillOff: "Expense no longer re-billed",
  notFound: "Expense not found.",
  receiptRequired: "Add a photo of the receipt.",
  oneReceipt: "Send one receipt in the receipt field.",
  amount: "Amount must be a whole number of cents above 0.",
  amountTooHigh: "Amount must be at most $100,000.00.",
  type: "Choose the type of expense.",
  note: "Please keep the note under 1,000 characters.",
  reason: "Give a reason.",
  beforeCheckIn: "Expenses can be added from check-in.",
  afterWindow: "Expenses can be added until 48 hours after delivery.",
  notOnTrip: "Expenses can be added only while the job is on its trip or delivered.",
  idTaken: "This expense id is already used by another expense.",
  reviewed: "This expense was already reviewed.",
  rebillNeedsApproval: "Only an approved expense can be re-billed.",
  hashMismatch: "The receipt's bytes do not match its sha256.",
} as const;

export const EXPENSE_TYPE_TITLES: Record<ExpenseType, string> = {
  fuel: "Fuel",
  toll: "Toll",
  hotel: "Hotel",
  flight: "Flight",
  train: "Train",
  rideshare: "Rideshare",
  parking: "Parking",
  other: "Other",
};

export const EXPENSE_STATE_TITLES: Record<ExpenseState, string> = {
  waiting: "Waiting",
  approved: "Approved",
  approved_other: "Approved at another amount",
  rejected: "Rejected",
};

/** The off-route reasons in words (lib/trip-costs/off-route.ts). */
export const OFF_ROUTE_TITLES = { far: "more than 25 km from the route", before: "before check-in", after: "after the trip" } as const;

/** The toast after a decision. */
export function reviewedMessage(state: ExpenseState): string {
  return state === "approved"
    ? EXPENSE_MESSAGES.approved
    : state === "approved_other"
      ? EXPENSE_MESSAGES.approvedOther
      : EXPENSE_MESSAGES.rejected;
}
