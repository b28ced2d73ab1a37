import type { Metadata } from "next";
import { AccessDenied } from "@/components/shell/access-denied";

export const metadata: Metadata = { title: "Access denied" };

/** What proxy.ts shows (answered 403) in place of a page the caller's role may not open. */
export default function AccessDeniedPage() {
  return <AccessDenied />;
}
