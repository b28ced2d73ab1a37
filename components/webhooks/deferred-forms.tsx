"use client";

import { deferred } from "@/components/ui/deferred";

// The add form only takes typing and native checkboxes (read from the page on hydration, so
// nothing ticked early is lost): react-hook-form stays out of the page's first load.
export const AddEndpointForm = deferred(() => import("./add-endpoint-form").then((m) => m.AddEndpointForm));
