/** The settings' texts shared by the routes and the form (kept apart from the schemas: no zod in the page). */
export const CARRIER_SETTINGS_SAVED = "Carrier settings saved";
