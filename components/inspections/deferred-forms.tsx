"use client";

import { deferred } from "@/components/ui/deferred";

// The office's forms that only take typing (a controlled checkbox clicked before hydration would
// be reset by it), on pages that are mostly reading (react-hook-form and its resolver
// stay out of the page's first load; the forms are server-rendered and hydrate right after).
export const AddendumForm = deferred(() => import("./addendum-form").then((m) => m.AddendumForm));
export const CarrierSettingsForm = deferred(() => import("@/components/settings/carrier-settings-form").then((m) => m.CarrierSettingsForm));
