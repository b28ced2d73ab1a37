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
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-4 py-2 text-sm font-medium text-foreground shadow-md focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-ring"
      >
        Skip to content
      </a>
      <AppSidebar items={items} />
      <div className="flex min-h-dvh min-w-0 flex-col md:pl-60">
        <AppHeader actor={actor} items={items} />
        <main id="main" tabIndex={-1} className="outline-none mx-auto w-full max-w-7xl min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
