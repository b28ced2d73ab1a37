import type { MenuItem } from "@/lib/auth/menu";
import { ROLE_TITLES } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/actor";
import { Brand } from "./brand";
import { displayName } from "./display-name";
import { MobileNav } from "./mobile-nav";
import { UserMenu } from "./user-menu";

type AppHeaderProps = { actor: Actor; items: readonly MenuItem[] };

export function AppHeader({ actor, items }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:px-6">
      <MobileNav items={items} />
      <Brand className="hidden min-[420px]:flex md:hidden" />
      <div className="ml-auto min-w-0">
        <UserMenu name={displayName(actor.username)} roleTitle={ROLE_TITLES[actor.role]} email={actor.email} />
      </div>
    </header>
  );
}
