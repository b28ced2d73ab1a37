/** The toasts of the people forms and their API routes (SPEC.md §8). */
export const PEOPLE_MESSAGES = {
  adminAdded: "Added admin successfully!",
  adminUpdated: "Updated admin successfully!",
  customerCreated: "Created a Customer successfully!",
  customerUpdated: "Updated Customer successfully!",
} as const;
