"use client";

import { useState, type ReactNode } from "react";
import { APIProvider } from "@vis.gl/react-google-maps";
import { isGoogleMapsUnavailable, useGoogleMapsStatus, type GoogleMapsStatus } from "./use-google-maps-status";

export type GoogleMapsBoundaryProps = {
  apiKey: string;
  /** Shown while Google loads and, for good, when it cannot (no network, refused key, too slow). */
  fallback: (status: Exclude<GoogleMapsStatus, "ready">) => ReactNode;
  children: ReactNode;
};

// Stable props: the provider re-runs its loader whenever its options change identity, and every
// boundary passes the same options so the script loads once per page.
const LIBRARIES: string[] = [];
function ignoreLoadError() {
  // Reported once by useGoogleMapsStatus.
}

/** Loads the Google Maps script and renders its children only once Google is usable. */
export function GoogleMapsBoundary({ apiKey, fallback, children }: GoogleMapsBoundaryProps) {
  // Decided once per mount, so a failure does not remount (and unfocus) the fallback in use.
  const [skipLoader] = useState(isGoogleMapsUnavailable);
  if (skipLoader) return <>{fallback("failed")}</>;
  return (
    <APIProvider apiKey={apiKey} libraries={LIBRARIES} onError={ignoreLoadError}>
      <StatusSwitch fallback={fallback}>{children}</StatusSwitch>
    </APIProvider>
  );
}

function StatusSwitch({ fallback, children }: Omit<GoogleMapsBoundaryProps, "apiKey">) {
  const status = useGoogleMapsStatus();
  return <>{status === "ready" ? children : fallback(status)}</>;
}
