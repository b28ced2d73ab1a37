import type { Actor } from "@/lib/auth/actor";
import { isStaff } from "@/lib/auth/roles";

/** What the access rule needs to know of a stored file. */
export type FileAccessInfo = {
  /** The job the file belongs to; null for profile pictures. */
  jobId: number | null;
  /** That job's company (null without a job). */
  jobCompanyId: number | null;
  /** The driver whose profile picture this is, if it is one. */
  pictureOfDriverId: number | null;
  /** Whether that driver is assigned to a job of the viewer's company. */
  pictureSeenByCompany: boolean;
};

/**
 * Who may read a stored file: staff always; a customer a file of one of his company's jobs, and
 * the profile picture of a driver assigned to one of them (get-job-details shows it). The
 * driver link's rule is below.
 */
export function canReadFile(actor: Actor, file: FileAccessInfo): boolean {
  if (isStaff(actor.role)) return true;
  if (actor.role === "customer") {
    if (file.pictureOfDriverId !== null) return file.pictureSeenByCompany;
    return file.jobId !== null && file.jobCompanyId !== null && file.jobCompanyId === actor.companyId;
  }
  return false;
}

/**
 * The driver's link (verified and not revoked, see lib/driver-link/verify-link.ts) reads the files
 * of its own job (his photos and trip documents) and his own profile picture; nothing else.
 */
export function canDriverLinkReadFile(link: { jobId: number; driverId: number }, file: FileAccessInfo): boolean {
  if (file.pictureOfDriverId !== null) return file.pictureOfDriverId === link.driverId;
  return file.jobId !== null && file.jobId === link.jobId;
}
