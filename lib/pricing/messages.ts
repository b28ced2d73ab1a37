/** The prices' texts shared by the routes and the forms (no zod in the page). */
export const RATE_CARD_CREATED = "Rate card created";
export const RATE_CARD_SAVED = "Rate card saved as a new version";
export const COMPANY_RATE_CARD_SAVED = "Company rate card saved";
export const PRICE_CHANGED = "Price changed";
