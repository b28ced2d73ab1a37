/**
 * The success message of a form posted before the page's scripts ran (the browser's own post to the
 * server action): the action sets it as a short cookie (lib/forms/form-action.ts), and the page shows
 * it as a toast once hydrated (components/ui/flash-toast.tsx), also when the form that posted is no
 * longer on the page (an expense once reviewed). Read once per page load; the reading is the browser's.
 */
export const FLASH_COOKIE = "vtj-flash";

let flash: { message: string; claimed: boolean } | null | undefined;

function load() {
  if (flash !== undefined) return flash;
  const raw = document.cookie.split("; ").find((entry) => entry.startsWith(`${FLASH_COOKIE}=`));
  flash = raw ? { message: decodeURIComponent(raw.slice(FLASH_COOKIE.length + 1)), claimed: false } : null;
  if (raw) document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return flash;
}

/** The message carried to this page load, if any. */
export function flashMessage(): string | null {
  return load()?.message ?? null;
}

/** True once for the form whose answer is the carried message: the flash's toast already says it. */
export function claimFlash(message: string): boolean {
  const carried = load();
  if (!carried || carried.claimed || carried.message !== message) return false;
  carried.claimed = true;
  return true;
}
