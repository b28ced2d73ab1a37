import type { ReactNode } from "react";
import { RoleGuard, SUPERADMIN_ONLY } from "@/components/shell/role-guard";

/** /admin (admin management): superadmin only. */
export default function SuperadminLayout({ children }: { children: ReactNode }) {
  return <RoleGuard roles={SUPERADMIN_ONLY}>{children}</RoleGuard>;
}
