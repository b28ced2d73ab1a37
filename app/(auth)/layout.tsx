import { CircleCheckIcon } from "lucide-react";
import { BrandMark } from "@/components/auth/brand-mark";

const PRODUCT_NAME = "Vehicle Transport Jobs";
const TAGLINE = "Manage job requests, assign drivers, keep everything moving.";
const HIGHLIGHTS = [
  "Create and track transport job requests",
  "Assign drivers and send them their trip link",
  "Follow every vehicle from pickup to delivery",
];

/** The public sign-in screens: a brand panel on large screens, one centred card everywhere. */
export default function AuthLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2 xl:grid-cols-[5fr_6fr]">
      <aside className="relative hidden overflow-hidden bg-primary text-primary-foreground lg:flex lg:flex-col lg:justify-between lg:p-10 xl:p-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_15%_10%,rgb(255_255_255/0.16),transparent_45%),radial-gradient(circle_at_90%_95%,rgb(255_255_255/0.12),transparent_40%)]"
        />
        <RoadLine />
        <div className="relative flex items-center gap-3">
          <BrandMark isInverted className="size-10" />
          <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>
        </div>
        <div className="relative max-w-md space-y-6">
          <p className="text-3xl leading-tight font-semibold tracking-tight xl:text-4xl">{TAGLINE}</p>
          <ul className="space-y-3 text-primary-foreground/85">
            {HIGHLIGHTS.map((text) => (
              <li key={text} className="flex items-start gap-3">
                <CircleCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-primary-foreground/70">
          Customers and admins sign in here. Drivers use the trip link sent to them.
        </p>
      </aside>

      <main className="flex flex-col items-center justify-center bg-muted/50 px-4 py-8 sm:px-6 sm:py-12">
        <div className="w-full max-w-[26rem]">
          <div className="mb-6 flex flex-col items-center gap-3 text-center lg:hidden">
            <div className="flex items-center gap-2.5">
              <BrandMark className="size-9" />
              <span className="text-lg font-semibold tracking-tight">{PRODUCT_NAME}</span>
            </div>
            <p className="max-w-xs text-sm text-muted-foreground">{TAGLINE}</p>
          </div>
          <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8">{children}</div>
        </div>
      </main>
    </div>
  );
}

/** A dashed road across the brand panel, purely decorative. */
function RoadLine() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 400"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 size-full text-primary-foreground/15"
    >
      <path
        d="M-20 330 C 90 300, 140 220, 230 210 S 360 120, 420 60"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeDasharray="14 12"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
