import { BrandMark } from "@/components/auth/brand-mark";
import { MapsConfigProvider } from "@/components/maps/maps-config";
import { Toaster } from "@/components/ui/sonner";
import type { DriverView } from "@/lib/driver-link/page-view";
import type { DriverPage } from "@/lib/driver-link/paths";
import { LinkProblem } from "../link-problem";
import { OutboxBar } from "../outbox/outbox-bar";
import { KeepScreenAwake, StorageCare } from "./device-care";
import { SCREENS } from "./screens";

/** The pages holding an inspection: the screen stays awake on them. */
const INSPECTION_PAGES: ReadonlySet<DriverPage> = new Set(["start-pickup", "end-pickup"]);

/** The driver's pages (SPEC.md §2): no session, the link token instead; a phone-first single column. */

export function DriverApp({ view }: { view: DriverView }) {
  const { Screen } = SCREENS[view.page];
  return (
    <MapsConfigProvider apiKey={view.mapsApiKey ?? undefined}>
      <div className="min-h-dvh bg-muted/40">
        <header className="sticky top-0 z-20 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
          <div className="mx-auto flex h-14 max-w-md items-center gap-2.5 px-4">
            <BrandMark className="size-8" />
            <span className="truncate font-semibold tracking-tight">Vehicle Transport Jobs</span>
            <span className="ml-auto rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">Driver</span>
          </div>
        </header>
        <main className="mx-auto w-full max-w-md px-4 pt-4 pb-36">
          <StorageCare />
          <OutboxBar token={view.screen.ok ? view.screen.token : null} />
          {view.screen.ok && INSPECTION_PAGES.has(view.page) && <KeepScreenAwake />}
          {view.screen.ok ? <Screen {...view.screen} /> : <LinkProblem message={view.screen.message} />}
        </main>
      </div>
      <Toaster />
    </MapsConfigProvider>
  );
}

/** The document's title, as the app's metadata template makes it. */
export function driverPageTitle(page: DriverPage): string {
  return `${SCREENS[page].title} · Vehicle Transport Jobs`;
}
