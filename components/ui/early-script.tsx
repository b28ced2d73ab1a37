"use client";

/**
 * The document's first inline script, drawn by the server only. A script React makes in the
 * browser never runs, and React warns about it ("Encountered a script tag while rendering React
 * component") when it renders the root layout afresh, as Next does for a not-found page; in the
 * browser this draws nothing, and React 19's hydration passes over the server's script in <head>.
 */
export function EarlyScript({ nonce, code }: { nonce?: string; code: string }) {
  return typeof window === "undefined" ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} /> : null;
}
