import type { Metadata } from "next";
import localFont from "next/font/local";
import { cookies, headers } from "next/headers";
import { MapsConfigProvider } from "@/components/maps/maps-config";
import { FLASH_HEADER } from "@/lib/forms/flash";
import { SCRIPTLESS_SUBMIT_SCRIPT } from "@/lib/forms/scriptless-submit";
import { EarlyScript } from "@/components/ui/early-script";
import { TimeZoneProvider } from "@/components/ui/local-time";
import { FlashToast } from "@/components/ui/flash-toast";
import { Toaster } from "@/components/ui/sonner";
import { isTimeZone, TIME_ZONE_COOKIE, TIME_ZONE_COOKIE_SCRIPT } from "@/lib/places/time-zone";
import { googleMapsApiKey } from "@/lib/maps/server-config";
import "./globals.css";

const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "Vehicle Transport Jobs", template: "%s · Vehicle Transport Jobs" },
  description: "Manage job requests, assign drivers, keep everything moving.",
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Every page is rendered per request so that Next can put the CSP nonce of proxy.ts on its
  // scripts (a prerendered page would carry none and be blocked).
  const requestHeaders = await headers();
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  const flash = requestHeaders.get(FLASH_HEADER);
  const zone = decodeURIComponent((await cookies()).get(TIME_ZONE_COOKIE)?.value ?? "UTC");
  return (
    <html lang="en" className={inter.variable}>
      <head>
        {/* Before any other script: presses before hydration are kept for their widget, and forms are not sent by the browser. */}
        <EarlyScript nonce={nonce} code={SCRIPTLESS_SUBMIT_SCRIPT + TIME_ZONE_COOKIE_SCRIPT} />
      </head>
      <body>
        {/* The Maps key as this server runs (not as it was built): one build works with and without one. */}
        <MapsConfigProvider apiKey={googleMapsApiKey()}>
          <TimeZoneProvider zone={isTimeZone(zone) ? zone : "UTC"}>{children}</TimeZoneProvider>
          <Toaster />
          <FlashToast message={flash ? decodeURIComponent(flash) : null} />
        </MapsConfigProvider>
      </body>
    </html>
  );
}
