import type { ReactNode } from "react";
import { AppHeader } from "@/components/shell/app-header";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { currentActor } from "@/components/shell/current-actor";
import { menuFor } from "@/lib/auth/menu";

/** The signed-in shell: role sidebar, header with the user, and the page. */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const actor = await currentActor();
  const items = menuFor(actor.role);

  return (
    <div className="min-h-dvh bg-background">
      <AppSidebar items={items} />
      <div className="flex min-h-dvh min-w-0 flex-col md:pl-60">
        <AppHeader actor={actor} items={items} />
        <main id="main" className="mx-auto w-full max-w-7xl min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
