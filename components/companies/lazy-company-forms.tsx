"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// The company page's forms below its first screen (photo slots, rates, billing terms), server-rendered
// and posting to their server actions before their code is here: react-hook-form loads after the page.
export const InspectionSlotsForm = lazyPart(() => import("./inspection-slots-form").then((m) => m.InspectionSlotsForm));
export const CompanyRateCardForm = lazyPart(() => import("@/components/pricing/company-rate-card-form").then((m) => m.CompanyRateCardForm));
export const BillingTermsForm = lazyPart(() => import("@/components/invoices/billing-terms-form").then((m) => m.BillingTermsForm));
