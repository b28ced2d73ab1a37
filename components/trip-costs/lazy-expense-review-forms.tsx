"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// Server-rendered and posting to their server actions before their code is here: the job page's
// first load does not carry react-hook-form for staff's review of expenses.
export const ExpenseReviewForms = lazyPart(() => import("./expense-review-forms").then((m) => m.ExpenseReviewForms));
export const RebillForm = lazyPart(() => import("./expense-review-forms").then((m) => m.RebillForm));
