import type { MenuItem } from "@/lib/auth/menu";
import { Brand } from "./brand";
import { LogoutButton } from "./logout-button";
import { navIcon } from "./nav-icons";
import { NavLinks } from "./nav-links";

type SidebarContentProps = {
  items: readonly MenuItem[];
  onNavigate?: () => void;
};

/** Brand, role menu and Log out: the same body for the desktop sidebar and the mobile drawer. */
export function SidebarContent({ items, onNavigate }: SidebarContentProps) {
  // The icons are drawn here, on the server for the sidebar: their code is not sent with every page.
  // Inactive, an icon takes its link's colour (muted, accent on hover); the current page's is primary.
  const links = items.map((item) => {
    const Icon = navIcon(item.path);
    return { ...item, icon: <Icon aria-hidden="true" className="size-4 shrink-0 group-aria-[current=page]:text-primary" /> };
  });
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b px-4">
        <Brand onNavigate={onNavigate} />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <p className="px-3 pb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">Menu</p>
        <NavLinks items={links} onNavigate={onNavigate} />
      </nav>
      <div className="shrink-0 border-t px-3 py-3">
        <LogoutButton />
      </div>
    </div>
  );
}
