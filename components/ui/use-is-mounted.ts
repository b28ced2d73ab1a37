import { useEffect, useState } from "react";

/**
 * False on the server and in the first render in the browser (so hydration matches), true once
 * the page is live: for what only the browser draws (next/dynamic's ssr: false, Google's map).
 */
export function useIsMounted(): boolean {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return isMounted;
}
