/** The inspection's texts: DECISIONS.md's words where it has them, else short and plain. */
export const VIN_MISMATCH = "This VIN does not match the job's vehicle.";
export const VIN_FORMAT = "Enter the last 6 characters of the VIN, or all 17.";
export const VIN_CHECKED = "The VIN matches the job's vehicle.";
export const VIN_FIRST = "Check the VIN before signing the pickup inspection.";
export const PART_SAVED = "Inspection saved";
export const SIGNED = "Inspection signed";
export const ADDENDUM_ADDED = "Addendum added";
export const SLOTS_SAVED = "Inspection photo slots saved";
export const LOCKED = "This inspection is signed and can no longer be changed. Add an addendum instead.";
export const NOT_OPEN_PICKUP = "The pickup inspection can be made only before the trip begins.";
export const NOT_OPEN_DELIVERY = "The delivery inspection can be made only while the vehicle is in transit.";
export const HASH_MISMATCH = "The photo's SHA-256 does not match its bytes. Please send it again.";
export const PHOTO_ID_TAKEN = "This photo id already belongs to another photo.";
export const DAMAGE_ID_TAKEN = "This damage id already belongs to another inspection.";
export const DAMAGE_NEEDS_PHOTO = "Each damage needs at least one photo.";
export const UNKNOWN_DAMAGE = "This damage is not on the inspection.";
export const READINGS_FIRST = "Enter the odometer, fuel and keys before signing.";
export const DAMAGES_FIRST = 'Mark the damages on the diagram, or choose "No damage".';
export const NO_DAMAGE_BUT_MARKED = 'Remove the marked damages, or do not choose "No damage".';
export const BLANK_SIGNATURE = "The signature is blank. Please sign in the box.";
export const SIGNER_NAME_REQUIRED = "Please type the printed name of the person signing.";
export const ATTESTATION_REQUIRED = "Please confirm that no one was available to sign.";
export const UNAVAILABLE_PHOTOS = "When no one is available to sign, add at least two more photos.";
export const SLOT_OUTSIDE = "Odometer is always required.";
export const missingSlots = (labels: string[]) => `Please take the required photos: ${labels.join(", ")}.`;
export const damageWithoutPhoto = (description: string) => `${description} needs at least one photo.`;
export const odometerBelowPickup = (pickup: number) =>
  `The delivery odometer cannot be less than the pickup odometer (${pickup.toLocaleString("en-US")}).`;
