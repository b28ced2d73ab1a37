/** The driver flow's texts: the spec's words where it has them (SPEC.md §5, §8), else short and plain. */
export const STEP_RULE = "Please fill all the fields and upload at least one photo";
export const RIDE_UPDATED = "ride details have been updated";
export const RIDE_UPDATE_FAILED = "update ride details failed";
export const DOCUMENTS_UPDATED = "Trip documents have been updated";
export const ONLY_IMAGES = "Only image files are allowed.";
export const ONLY_DOCUMENTS = "Only images or PDF files are allowed.";
export const PHOTO_TOO_LARGE = "Each photo must be at most 10 MB.";
export const DOCUMENT_TOO_LARGE = "Each document must be at most 10 MB.";
export const TOO_MANY_FILES = "Please upload at most 20 files at a time.";
export const MILEAGE_FORMAT = "Mileage must be a whole number of miles: digits only.";
export const CHECK_IN_FIRST = "Please check in before starting the trip.";
export const RIDE_STARTED = "Check-in can begin";
export const TRIP_BEGUN = "Trip begun";
export const POSITIONS_SAVED = "Positions saved";
export const endingBelowCheckIn = (checkinMileage: number) =>
  `Ending mileage cannot be less than the check-in mileage (${checkinMileage.toLocaleString("en-US")}).`;

export const ODOMETER_REQUIRED = "Odometer is required.";
