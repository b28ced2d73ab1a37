"use client";

import { deferred } from "@/components/ui/deferred";

// The office's small forms on pages that are mostly reading (react-hook-form and its resolver
// stay out of the page's first load; the forms are server-rendered and hydrate right after).
export const AddendumForm = deferred(() => import("./addendum-form").then((m) => m.AddendumForm));
export const InspectionSlotsForm = deferred(() =>
  import("@/components/companies/inspection-slots-form").then((m) => m.InspectionSlotsForm),
);
export const CarrierSettingsForm = deferred(() => import("@/components/settings/carrier-settings-form").then((m) => m.CarrierSettingsForm));
