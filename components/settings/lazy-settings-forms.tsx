"use client";

import { lazyPart } from "@/components/ui/lazy-dialog";

// Settings' forms, server-rendered and posting to their server actions before their code is here:
// react-hook-form and the resolver load after the page, not with it.
export const CarrierSettingsForm = lazyPart(() => import("./carrier-settings-form").then((m) => m.CarrierSettingsForm));
export const NotificationPreferencesForm = lazyPart(() =>
  import("./notification-preferences-form").then((m) => m.NotificationPreferencesForm),
);
