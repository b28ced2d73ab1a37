"use client";

import { deferred } from "@/components/ui/deferred";

// The header's two menus (radix DropdownMenu and Dialog): server-rendered, hydrated when their
// code arrives; nothing in them is needed before the user opens one.
export const DeferredUserMenu = deferred(() => import("./user-menu").then((m) => m.UserMenu));
export const DeferredMobileNav = deferred(() => import("./mobile-nav").then((m) => m.MobileNav));
