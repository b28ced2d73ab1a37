/** The catalogue's texts shared by the routes and the forms (no zod in the page). */
export const CLASSES_SAVED = "Vehicle classes saved";
