import { useEffect, useState } from "react";

/**
 * False on the server and in the first render in the browser (so hydration matches), true once
 * the page is live: for what only the browser draws (next/dynamic's ssr: false, Google's map).
 */
export function useIsMounted(): boolean {
  const [isMounted, setMounted] = useState(false);
  // An effect, not useSyncExternalStore: the driver pages' Preact server renderer cannot render
  // the latter (it asks for renderToStringAsync).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render after hydration is the point
  useEffect(() => setMounted(true), []);
  return isMounted;
}
