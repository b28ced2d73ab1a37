"use client";

import type * as React from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isMenuItemActive, type MenuItem } from "@/lib/auth/menu";
import { cn } from "@/lib/utils";

/** A menu item with its icon, rendered by the caller (on the server for the sidebar). */
export type NavItem = MenuItem & { icon: React.ReactNode };

type NavLinksProps = {
  items: readonly NavItem[];
  /** Called after a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
};

export function NavLinks({ items, onNavigate }: NavLinksProps) {
  const pathname = usePathname();

  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const active = isMenuItemActive(item.path, pathname);
        return (
          <li key={item.path}>
            <Link
              href={item.path}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "group flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                active
                  ? "bg-background text-foreground shadow-xs ring-1 ring-border"
                  : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {item.icon}
              <span className="truncate">{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
