import {
  CheckCircle2,
  IdCard,
  ReceiptText,
  KanbanSquare,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShieldCheck,
  Truck,
  Users,
} from "lucide-react";

/** One icon per sidebar path of lib/auth/roles.ts MENU. */
const NAV_ICONS: Record<string, LucideIcon> = {
  "/dashboard": LayoutDashboard,
  "/admin": ShieldCheck,
  "/company": Users,
  "/jobs": Truck,
  "/admin-jobs": Truck,
  "/drivers": IdCard,
  "/dispatch": KanbanSquare,
  "/setting": Settings,
  "/completed-jobs": CheckCircle2,
  "/invoices": ReceiptText,
  "/my-invoices": ReceiptText,
};

export function navIcon(path: string): LucideIcon {
  return NAV_ICONS[path] ?? LayoutDashboard;
}
