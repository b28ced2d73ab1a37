/** The toasts of the driver form and its API routes (SPEC.md §8). */
export const DRIVER_MESSAGES = {
  added: "Added Driver successfully!",
  updated: "Updated Driver successfully!",
} as const;
