/** The toasts of the company form and its API routes (SPEC.md §8). */
export const COMPANY_MESSAGES = {
  added: "Added Company successfully!",
  updated: "Updated Company successfully!",
} as const;
