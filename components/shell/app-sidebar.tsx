import type { MenuItem } from "@/lib/auth/menu";
import { SidebarContent } from "./sidebar-content";

/** Desktop only: a fixed left column. Below md the header's menu button opens MobileNav. */
export function AppSidebar({ items }: { items: readonly MenuItem[] }) {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-60 border-r bg-muted/40 md:block">
      <SidebarContent items={items} />
    </aside>
  );
}
