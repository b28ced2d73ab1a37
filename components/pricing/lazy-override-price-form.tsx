"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// Server-rendered and posting to its server action before its code is here: react-hook-form stays
// out of the job page's first load, which customers (who never see this form) open too.
export const OverridePriceForm = lazyPart(() => import("./override-price-form").then((m) => m.OverridePriceForm));
