"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// The board's forms, server-rendered and posting to their server actions before their code is here
// (the keyboard's and the first paint's way to assign and to mark days off).
export const BoardAssignForm = lazyPart(() => import("./board-assign-form").then((m) => m.BoardAssignForm));
export const DaysOffControls = lazyPart(() => import("./days-off-controls").then((m) => m.DaysOffControls));
