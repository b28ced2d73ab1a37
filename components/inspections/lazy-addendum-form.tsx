"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// Server-rendered and posting to its server action before its code is here: react-hook-form and
// the resolver stay out of the job page's first load, which customers (who never see it) open too.
export const AddendumForm = lazyPart(() => import("./addendum-form").then((m) => m.AddendumForm));
