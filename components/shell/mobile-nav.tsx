"use client";

import { Menu, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { MenuItem } from "@/lib/auth/menu";
import { SidebarContent } from "./sidebar-content";

const DRAWER_ID = "mobile-nav";

/** Invoker commands: the browser opens and closes the <dialog> itself, before the page's scripts run too. */
const command = (name: "show-modal" | "close") => ({ command: name, commandfor: DRAWER_ID }) as Record<string, string>;

/** Below md: a menu button that opens the sidebar as a drawer from the left (a native modal <dialog>). */
export function MobileNav({ items }: { items: readonly MenuItem[] }) {
  const close = () => (document.getElementById(DRAWER_ID) as HTMLDialogElement | null)?.close();
  return (
    <>
      <Button type="button" variant="ghost" size="icon" className="-ml-2 md:hidden" aria-label="Open menu" {...command("show-modal")}>
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <dialog
        id={DRAWER_ID}
        aria-label="Menu"
        closedby="any"
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r bg-background shadow-lg backdrop:bg-black/50 md:hidden"
      >
        <div className="h-full bg-muted/40">
          <SidebarContent items={items} onNavigate={close} />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute top-3.5 right-2 size-8"
          aria-label="Close menu"
          {...command("close")}
        >
          <X aria-hidden="true" />
        </Button>
      </dialog>
    </>
  );
}
