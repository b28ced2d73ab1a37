import type { Metadata } from "next";
import { BrandMark } from "@/components/auth/brand-mark";

// The pages carry the driver's link token: keep them out of search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The driver's pages (SPEC.md §2): no session, the link token instead; a phone-first single column. */
export default function DriverLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-20 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-14 max-w-md items-center gap-2.5 px-4">
          <BrandMark className="size-8" />
          <span className="truncate font-semibold tracking-tight">Vehicle Transport Jobs</span>
          <span className="ml-auto rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">Driver</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-md px-4 pt-4 pb-36">{children}</main>
    </div>
  );
}
