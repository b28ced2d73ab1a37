import { Badge } from "@/components/ui/badge";

/** The Status column: Active or Inactive. */
export function ActiveBadge({ status }: { status: "active" | "inactive" }) {
  return status === "active" ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>;
}
