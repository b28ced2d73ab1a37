"use client";

import { useTransition } from "react";
import { useFormStatus } from "react-dom";
import { LogOut } from "lucide-react";
import { logoutAction } from "@/app/(app)/actions";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

/** SPEC.md §2: "A Log out item clears all local storage and goes to /login." */
function clearBrowserStorage() {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); signing out must still happen.
  }
}

async function logOut() {
  clearBrowserStorage();
  await logoutAction();
}

/** The sidebar's Log out item: a form, so the server action runs even before hydration ends. */
export function LogoutButton({ className }: { className?: string }) {
  return (
    <form action={logOut} className={className}>
      <LogoutSubmit />
    </form>
  );
}

function LogoutSubmit() {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      className={cn(
        "flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors outline-none",
        "hover:bg-destructive/10 hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60",
      )}
    >
      <LogOut aria-hidden="true" className="size-4 shrink-0" />
      {pending ? "Logging out..." : "Log out"}
    </button>
  );
}

/** The user menu's Log out item. */
export function LogoutMenuItem() {
  const [pending, startTransition] = useTransition();
  return (
    <DropdownMenuItem
      variant="destructive"
      disabled={pending}
      onSelect={() => startTransition(logOut)}
    >
      <LogOut aria-hidden="true" />
      {pending ? "Logging out..." : "Log out"}
    </DropdownMenuItem>
  );
}
