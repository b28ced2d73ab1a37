/** The driver picture's rules, pure so the form (browser) and the server share them. */

/** Shown for a driver without a picture (public/images/default-driver.svg). */
export const DEFAULT_DRIVER_PICTURE = "/images/default-driver.svg";
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const ONLY_IMAGES = "Only image files are allowed.";
export const PICTURE_TOO_LARGE = "The profile picture must be at most 5 MB.";
