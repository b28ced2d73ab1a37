"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/api/errors";
import { getCurrentActor } from "@/lib/auth/current";
import { PREFERENCES_SAVED } from "./messages";
import { updatePreferences } from "./preferences";
import { notificationPreferencesSchema } from "./schemas";

export type PreferencesFormState = { message?: string; error?: string };

/**
 * The e-mail notifications form as the browser posts it before its script runs (the script
 * calls PUT update-notification-preferences instead): the same schema and service.
 */
export async function savePreferencesFormAction(_previous: PreferencesFormState, form: FormData): Promise<PreferencesFormState> {
  const actor = await getCurrentActor();
  if (!actor) redirect("/login");
  const parsed = notificationPreferencesSchema.safeParse({ enabled: form.getAll("enabled") });
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  try {
    await updatePreferences(await getDb(), actor, parsed.data);
  } catch (error) {
    if (error instanceof AppError) return { error: error.errors ? Object.values(error.errors)[0]?.[0] : error.message };
    throw error;
  }
  revalidatePath("/setting");
  return { message: PREFERENCES_SAVED };
}
