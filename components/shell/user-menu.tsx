"use client";

import { useTransition } from "react";
import Link from "next/link";
import { ChevronDown, KeyRound, LogOut } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { logOut } from "./log-out";

type UserMenuProps = { name: string; roleTitle: string; email: string };

/** The header's user block: name and role (SPEC.md §2), opening a small account menu. */
export function UserMenu({ name, roleTitle, email }: UserMenuProps) {
  return (
    <DropdownMenu>
      {/* Named by what it shows (name and role): a screen reader says what a sighted user reads. */}
      <DropdownMenuTrigger className="flex max-w-[14rem] min-w-0 items-center gap-2.5 rounded-md py-1 pr-1.5 pl-1 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent sm:max-w-xs">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
        >
          {name.charAt(0)}
        </span>
        <span className="flex min-w-0 flex-col leading-tight">
          <span className="truncate text-sm font-medium" data-testid="header-user-name">
            {name}
          </span>
          <span className="truncate text-xs text-muted-foreground" data-testid="header-user-role">
            {roleTitle}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          <span className="text-xs font-normal text-muted-foreground">{roleTitle}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/reset-password">
            <KeyRound aria-hidden="true" />
            Change password
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <LogoutMenuItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The user menu's Log out item. */
function LogoutMenuItem() {
  const [pending, startTransition] = useTransition();
  return (
    <DropdownMenuItem variant="destructive" disabled={pending} onSelect={() => startTransition(logOut)}>
      <LogOut aria-hidden="true" />
      {pending ? "Logging out..." : "Log out"}
    </DropdownMenuItem>
  );
}
