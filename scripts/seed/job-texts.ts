/** The free texts and times the jobs draw from. */

export const POC_NAMES = [
  "JOHN MILLER",
  "MARIA GONZALEZ",
  "JAMES SMITH",
  "LINDA NGUYEN",
  "ROBERT BROWN",
  "PATRICIA DAVIS",
  "MICHAEL JONES",
  "JENNIFER GARCIA",
  "WILLIAM MOORE",
  "ELIZABETH TAYLOR",
  "DAVID ANDERSON",
  "SUSAN THOMAS",
  "RICHARD JACKSON",
  "KAREN WHITE",
  "JOSEPH HARRIS",
  "NANCY MARTIN",
  "CHARLES CLARK",
  "LISA LEWIS",
];
export const PICKUP_TIMES = ["07:00", "07:30", "08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00"];
export const DROPOFF_TIMES = ["12:00", "12:30", "13:00", "14:00", "14:30", "15:00", "16:00", "16:30", "17:00", "18:00"];
export const PICKUP_NOTES = [
  "",
  "",
  "Keys at the front desk.",
  "Call 30 minutes before arrival.",
  "Vehicle is parked in row C.",
  "Gate code 4417.",
  "Ask for the lot manager.",
];
export const DROPOFF_NOTES = [
  "",
  "",
  "Deliver to the service entrance.",
  "Receiving hours 8am-5pm only.",
  "Customer will inspect on arrival.",
  "Leave keys with the cashier.",
];
export const EMPIRE_NOTES = [
  "",
  "",
  "Dealer trade, handle with care.",
  "Fleet rotation.",
  "Customer purchase, deliver detailed.",
  "Lease return.",
];
export const DRIVER_NOTES = [
  "",
  "",
  "Low tire pressure warning, check before departure.",
  "Do not exceed 65 mph.",
  "Photos of all four sides required.",
  "Vehicle has a temporary tag.",
];
export const DAMAGE_NOTES = [
  "No visible damage.",
  "Small scratch on rear bumper.",
  "Minor chip on windshield.",
  "Light curb rash on front left wheel.",
  "Door ding on passenger side.",
];
export const DELIVERY_NOTES = [
  "Delivered without issues.",
  "Delivered, receipt signed by the receiving manager.",
  "Delivered; keys left with the front desk.",
  "Delivered on time, customer inspected the vehicle.",
];
export const RESCHEDULE_REASONS = [
  "Receiving lot closed that day.",
  "Customer asked for a later date.",
  "Vehicle still in the service bay.",
  "Buyer financing delayed.",
];
export const CANCEL_REASONS = [
  "Deal fell through.",
  "Vehicle sold locally.",
  "Customer no longer needs transport.",
  "Duplicate request.",
  "Vehicle failed inspection.",
];
