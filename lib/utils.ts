import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import * as groups from "./tailwind-class-groups.generated";

/**
 * tailwind-merge with the class groups of the app's own classes only (generated; the full
 * default config would cost every page ~5 kB more of gzipped JavaScript). The groups are the
 * default config's: lib/tailwind-merge.test.ts checks that every pair of the code's classes
 * merges exactly as with the full config.
 */
export const twMerge = createTailwindMerge(() => ({ cacheSize: 500, theme: {}, ...groups }));

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
