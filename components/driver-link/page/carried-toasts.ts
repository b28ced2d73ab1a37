import { requestedSonner, toast } from "@/lib/toast";

/**
 * The toasts of a step carried to the next: a driver's step ends in a page load (next-navigation.ts),
 * which would take away the toast its form just raised (SPEC §8, "ride details have been updated").
 * Kept in the tab's sessionStorage for the next page, which shows them once it is live.
 */
const KEY = "vtj:carried-toasts";

type Carried = { type: "success" | "error"; message: string };

/** Before the page is left: the toasts on screen now. */
export async function carryToasts(): Promise<void> {
  const sonner = await requestedSonner(); // none asked for: no toast is on screen
  if (!sonner) return;
  const shown: Carried[] = [];
  for (const item of sonner.toast.getToasts()) {
    if ("type" in item && (item.type === "success" || item.type === "error") && typeof item.title === "string")
      shown.push({ type: item.type, message: item.title });
  }
  if (shown.length) sessionStorage.setItem(KEY, JSON.stringify(shown));
}

/** On the next page: shown again, once. */
export function replayCarriedToasts(): void {
  const carried = sessionStorage.getItem(KEY);
  if (!carried) return;
  sessionStorage.removeItem(KEY);
  for (const { type, message } of JSON.parse(carried) as Carried[]) toast[type](message);
}
