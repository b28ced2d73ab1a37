import type { ReactNode } from "react";
import { CUSTOMER_ONLY, RoleGuard } from "@/components/shell/role-guard";

/** jobs and completed-jobs: customers only. */
export default function CustomerLayout({ children }: { children: ReactNode }) {
  return <RoleGuard roles={CUSTOMER_ONLY}>{children}</RoleGuard>;
}
