"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isMenuItemActive, type MenuItem } from "@/lib/auth/roles";
import { cn } from "@/lib/utils";
import { navIcon } from "./nav-icons";

type NavLinksProps = {
  items: readonly MenuItem[];
  /** Called after a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
};

export function NavLinks({ items, onNavigate }: NavLinksProps) {
  const pathname = usePathname();

  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const active = isMenuItemActive(item.path, pathname);
        const Icon = navIcon(item.path);
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
              <Icon
                aria-hidden="true"
                className={cn(
                  "size-4 shrink-0",
                  active ? "text-primary" : "text-muted-foreground group-hover:text-accent-foreground",
                )}
              />
              <span className="truncate">{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
