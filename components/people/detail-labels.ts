import type { TrailItem } from "./trail";

/** The details pages' field labels (SPEC.md §2), shared by each page and its loading state. */
export const ADMIN_DETAIL_LABELS = ["E-mail", "Created By", "Phone", "Registration Date", "Role", "Last Updated"] as const;
export const ADMIN_TRAIL: readonly TrailItem[] = [{ label: "Admin", href: "/admin" }, { label: "Admin Details" }];

export const COMPANY_DETAIL_LABELS = [
  "Billing Address",
  "E-mail",
  "Point of Contact",
  "POC Phone",
  "Registration Date",
  "Last Updated",
] as const;
export const COMPANY_TRAIL: readonly TrailItem[] = [{ label: "Users", href: "/company" }, { label: "Company Details" }];

export const CUSTOMER_DETAIL_LABELS = [
  "E-mail",
  "Phone",
  "Company",
  "Role",
  "Created By",
  "Last Login",
  "Registration Date",
  "Last Updated",
] as const;
export const CUSTOMER_TRAIL: readonly TrailItem[] = [{ label: "Users", href: "/company" }, { label: "Customer Details" }];

export const DRIVER_DETAIL_LABELS = ["E-mail", "Phone", "Created By", "Registration Date", "Last Updated", "Note"] as const;
export const DRIVER_TRAIL: readonly TrailItem[] = [{ label: "Drivers", href: "/drivers" }, { label: "Driver Details" }];
