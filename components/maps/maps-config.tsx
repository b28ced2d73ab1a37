"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * The Google Maps browser key, read on the server at run time (env()) and handed to the browser
 * once by the root layout. Never read from process.env in the browser: Next would inline the value
 * the app was built with, so one build could not run with and without a key.
 */
const MapsConfigContext = createContext<string | undefined>(undefined);

export function MapsConfigProvider({ apiKey, children }: { apiKey: string | undefined; children: ReactNode }) {
  return <MapsConfigContext.Provider value={apiKey || undefined}>{children}</MapsConfigContext.Provider>;
}

/** The key set for this server, or undefined: the offline map and place search. */
export function useMapsApiKey(): string | undefined {
  return useContext(MapsConfigContext);
}
