import type { Actor } from "@/lib/auth/actor";
import { isStaff } from "@/lib/auth/roles";

/** What the access rule needs to know of a stored file. */
export type FileAccessInfo = {
  /** The job the file belongs to; null for profile pictures. */
  jobId: number | null;
  /** That job's company (null without a job). */
  jobCompanyId: number | null;
};

/**
 * Who may read a stored file: staff always; a customer only a file of one of his company's
 * jobs; files without a job (profile pictures) are staff only. The driver link's rule is below.
 */
export function canReadFile(actor: Actor, file: FileAccessInfo): boolean {
  if (isStaff(actor.role)) return true;
  if (actor.role === "customer") {
    return file.jobId !== null && file.jobCompanyId !== null && file.jobCompanyId === actor.companyId;
  }
  return false;
}

/**
 * The driver's link (verified and not revoked, see lib/driver/verify-link.ts) reads the files
 * of its own job: his photos and trip documents. Never a profile picture or another job's file.
 */
export function canDriverLinkReadFile(link: { jobId: number }, file: FileAccessInfo): boolean {
  return file.jobId !== null && file.jobId === link.jobId;
}
