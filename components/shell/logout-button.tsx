"use client";

import { useFormStatus } from "react-dom";
import { LogOut } from "lucide-react";
import { cn } from "@/lib/utils";
import { logOut } from "./log-out";

/** The sidebar's Log out item: a form, so the server action runs even before hydration ends. */
export function LogoutButton({ className, role }: { className?: string; role?: "menuitem" }) {
  return (
    <form action={logOut} className={className}>
      <LogoutSubmit role={role} />
    </form>
  );
}

function LogoutSubmit({ role }: { role?: "menuitem" }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      role={role}
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
