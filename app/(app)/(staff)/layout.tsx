import type { ReactNode } from "react";
import { RoleGuard, STAFF_ONLY } from "@/components/shell/role-guard";

/** admin-jobs, company, drivers (and admin, nested below): admin and superadmin. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return <RoleGuard roles={STAFF_ONLY}>{children}</RoleGuard>;
}
