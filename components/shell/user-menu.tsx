"use client";

import type * as React from "react";
import Link from "next/link";
import { ChevronDown, KeyRound } from "lucide-react";
import { LogoutButton } from "./logout-button";

type UserMenuProps = { name: string; roleTitle: string; email: string };

const MENU_ID = "user-menu";
const ANCHOR = "--user-menu";

/**
 * The header's user block: name and role (SPEC.md §2), opening a small account menu. A native
 * popover, so it opens on the first press whether or not the page's scripts have run.
 */
export function UserMenu({ name, roleTitle, email }: UserMenuProps) {
  return (
    <>
      {/* Named by what it shows (name and role): a screen reader says what a sighted user reads. */}
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-haspopup="menu"
        style={{ anchorName: ANCHOR } as React.CSSProperties}
        className="flex max-w-[14rem] min-w-0 items-center gap-2.5 rounded-md py-1 pr-1.5 pl-1 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:max-w-xs"
      >
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
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        role="menu"
        aria-label={name}
        className="m-0 w-60 rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md"
        style={
          {
            positionAnchor: ANCHOR,
            inset: "auto",
            positionArea: "bottom span-left",
            positionTryFallbacks: "flip-block",
            marginTop: "4px",
          } as React.CSSProperties
        }
      >
        <div className="flex flex-col gap-0.5 px-2 py-1.5 font-medium">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          <span className="text-xs font-normal text-muted-foreground">{roleTitle}</span>
        </div>
        <hr className="-mx-1 my-1 border-border" />
        <Link
          href="/reset-password"
          role="menuitem"
          onClick={() => document.getElementById(MENU_ID)?.hidePopover()}
          className="flex items-center gap-2 rounded-sm px-2 py-1.5 outline-none hover:bg-accent focus-visible:bg-accent [&_svg]:size-4 [&_svg]:text-muted-foreground"
        >
          <KeyRound aria-hidden="true" />
          Change password
        </Link>
        <hr className="-mx-1 my-1 border-border" />
        <LogoutButton role="menuitem" />
      </div>
    </>
  );
}
