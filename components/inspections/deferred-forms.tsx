"use client";

import { deferred } from "@/components/ui/deferred";

// The job detail's addendum form only takes typing, on a page that is mostly reading
// (react-hook-form and its resolver stay out of the page's first load; the form is
// server-rendered and hydrates right after).
export const AddendumForm = deferred(() => import("./addendum-form").then((m) => m.AddendumForm));
