/** A person's full name from its parts, as the forms send it. Without zod, for the screens and the services. */
export const joinName = (first: string, last: string) => [first, last].filter(Boolean).join(" ");

/** The customer form's message when the page has no company; lib/people/schemas.ts re-exports it. */
export const COMPANY_ID_MISSING = "Company ID not found.";
