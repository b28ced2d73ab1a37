/** The notification settings' texts, shared by the route and the form (no zod or database in the page). */
export const PREFERENCES_SAVED = "Your e-mail notifications were saved.";
