"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// Server-rendered and posting to its server action before its code is here: react-hook-form loads
// after the page, not with it.
export const AddEndpointForm = lazyPart(() => import("./add-endpoint-form").then((m) => m.AddEndpointForm));
