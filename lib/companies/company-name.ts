import { fieldError } from "@/lib/api/errors";
import { isUniqueViolation } from "@/db/unique-violation";

export const COMPANY_NAME_TAKEN = "A company with this name already exists.";

/**
 * Runs a write of a company's name; the unique index on its lower-cased, trimmed name turns a
 * name another company has into the form's field error (also when two such writes race).
 */
export async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "companies_name_unique_idx")) throw fieldError("company_name", COMPANY_NAME_TAKEN);
    throw error;
  }
}
