import { z } from "zod";
import { activeStatusField, emailField, idField, optionalEmailField, optionalText, phoneField, requiredText } from "@/lib/forms/fields";

/** Add/Edit driver form (SPEC.md §5 "Driver form"); the picture is checked apart (see profile-picture.ts). */
export const driverFormSchema = z.object({
  name: requiredText("User name is required.", 200),
  email: emailField("Email is required.", "Invalid email format."),
  phone: phoneField("Phone number is required."),
  note: optionalText(2000),
});
export type DriverForm = z.infer<typeof driverFormSchema>;

export const DRIVER_DETAIL_KEYS = ["name", "email", "phone", "note", "profile_picture"] as const;

const driverId = idField("Driver ID is required.");

/** PUT admin/update-driver-details: e-mail is read-only in edit mode, kept when left out; active_status applies when sent. */
export const updateDriverDetailsSchema = driverFormSchema.extend({
  driverId,
  email: optionalEmailField("Invalid email format."),
  active_status: activeStatusField.optional(),
});
export type UpdateDriverDetails = z.infer<typeof updateDriverDetailsSchema>;

/** PUT admin/update-driver-details as the active switch. */
export const driverStatusSchema = z.object({ driverId, active_status: activeStatusField });

export const driverIdQuerySchema = z.object({ driverId });
