import { logoutAction } from "@/lib/auth/actions";

/** SPEC.md §2: "A Log out item clears all local storage and goes to /login." */
function clearBrowserStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); signing out must still happen.
  }
}

/** What both Log out items do (the sidebar's and the user menu's). */
export async function logOut() {
  clearBrowserStorage();
  await logoutAction();
}
