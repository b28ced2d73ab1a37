"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// Server-rendered and posting to their server action before their code is here.
export const PickupExceptionForms = lazyPart(() => import("./pickup-exception-forms").then((m) => m.PickupExceptionForms));
