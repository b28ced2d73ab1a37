/** The toasts of the saved-address form and its API routes (SPEC.md §8). */
export const SAVED_ADDRESS_MESSAGES = {
  saved: "Saved Delivery Address successfully!",
  updated: "Updated Delivery Address successfully!",
} as const;
