"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { APILoadingStatus, useApiLoadingStatus } from "@vis.gl/react-google-maps";
import { GOOGLE_MAPS_LOAD_TIMEOUT_MS } from "@/lib/maps/config";

/** ready: Google's classes are there; failed: the offline fallbacks take over. */
export type GoogleMapsStatus = "loading" | "ready" | "failed";

type WindowWithAuthHook = Window & { gm_authFailure?: () => void };

// Once the script failed to load or Google refused the key, the page stops trying (no retry per
// render, no request per keystroke); a reload tries again.
let unavailable = false;
let authHookInstalled = false;
const listeners = new Set<() => void>();

function markUnavailable(reason: string) {
  if (unavailable) return;
  unavailable = true;
  console.warn(`${reason}; using the offline map and place search.`);
  for (const notify of listeners) notify();
}

function subscribe(listener: () => void): () => void {
  if (!authHookInstalled && typeof window !== "undefined") {
    authHookInstalled = true;
    // Google calls window.gm_authFailure when it rejects the key (it then draws a grey "Oops" map).
    const target = window as WindowWithAuthHook;
    const previous = target.gm_authFailure;
    target.gm_authFailure = () => {
      markUnavailable("Google Maps rejected the API key");
      previous?.();
    };
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once Google Maps has failed for this page: boundaries mounted later skip its loader. */
export function isGoogleMapsUnavailable(): boolean {
  return unavailable;
}

function useGoogleMapsUnavailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => unavailable,
    () => false,
  );
}

/** The bootstrap loader creates an empty window.google.maps at once: look for a real class. */
export function isGoogleMapsReady(): boolean {
  return typeof window !== "undefined" && typeof window.google?.maps?.Map === "function";
}

/** Must be used inside an APIProvider. Falls back when loading fails, the key is refused, or it takes too long. */
export function useGoogleMapsStatus(timeoutMs = GOOGLE_MAPS_LOAD_TIMEOUT_MS): GoogleMapsStatus {
  const apiStatus = useApiLoadingStatus();
  const isUnavailable = useGoogleMapsUnavailable();
  const [expired, setExpired] = useState(false);
  const loadFailed = apiStatus === APILoadingStatus.FAILED || apiStatus === APILoadingStatus.AUTH_FAILURE;

  useEffect(() => {
    if (loadFailed) markUnavailable("Google Maps could not be loaded");
  }, [loadFailed]);

  useEffect(() => {
    const timer = window.setTimeout(() => setExpired(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);

  if (isUnavailable || loadFailed) return "failed";
  if (apiStatus === APILoadingStatus.LOADED && isGoogleMapsReady()) return "ready";
  // A slow script keeps loading after the timeout and takes over when it arrives.
  return expired ? "failed" : "loading";
}
