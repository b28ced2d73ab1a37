"use server";

import { ROLES, STAFF_ROLES } from "@/lib/auth/roles";
import { payloadValues, runFormAction, type FormPayload, type FormState } from "@/lib/forms/form-action";
import { assignDriver } from "./assign-driver";
import { createJobs } from "./create-job";
import { CANCELLATION_REQUESTED, cancelJob, fillPoNumber, requestCancellation } from "./job-status-actions";
import { rescheduleJob } from "./reschedule-job";
import { updateJobAddress } from "./update-job-address";

// The job dialogs' server actions: the services and messages of their API routes.

/** As PUT customer/fill-po-number. */
export async function fillPoAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: ["customer"], run: fillPoNumber, message: "PO Number submitted successfully" });
}

/** As POST customer/job-action (type 'cancel'): the customer's cancellation request. */
export async function requestCancellationAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  const body = { ...payloadValues(payload), type: "cancel" };
  return runFormAction(body, { roles: ["customer"], run: requestCancellation, message: CANCELLATION_REQUESTED });
}

/** As PUT admin/job-cancellation. */
export async function cancelJobAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: STAFF_ROLES, run: cancelJob, message: "Job cancelled successfully" });
}

/** As POST admin/assign-driver. */
export async function assignDriverAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: STAFF_ROLES, run: assignDriver, message: "Driver assigned successfully" });
}

/** As PUT customer/update-job-schedule: the customer's reschedule (or for the future), or the admin's from the job detail. */
export async function rescheduleJobAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: ROLES, run: rescheduleJob, message: "Job rescheduled successfully" });
}

/** As PUT customer/update-delivery-address with a jobId: the staff's edit of a job's pickup or drop-off. */
export async function updateJobAddressAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: STAFF_ROLES, run: updateJobAddress, message: "Updated Address successfully!" });
}

/** The new-job wizard's request, as POST customer/create-job: one job per vehicle. */
export async function createJobAction(_previous: FormState, payload: FormPayload): Promise<FormState> {
  return runFormAction(payloadValues(payload), { roles: ["customer"], run: createJobs, message: "Created Job successfully!" });
}
