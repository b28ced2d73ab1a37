/**
 * The screens' toasts (SPEC §8, sonner). sonner is loaded on the first toast, not with the page:
 * its module and the styles it injects cost a phone a long task on every page that never toasts.
 * The Toaster (components/ui/sonner.tsx) mounts once a toast asked for sonner; the toast raised
 * before it mounted is shown then (sonner replays the toasts its Toaster subscribes late to).
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const onFirstRequest = new Set<() => void>();

/** sonner's module, loaded once and shared with components/ui/sonner.tsx. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of onFirstRequest) listener();
    onFirstRequest.clear();
  }
  return sonner;
}

/** sonner if a toast has asked for it, else undefined (then no toast is on screen). */
export function requestedSonner(): Promise<Sonner> | undefined {
  return sonner;
}

/** Calls `listener` when sonner is first asked for (at once if it was); answers how to stop waiting. */
export function whenSonnerRequested(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => undefined;
  }
  onFirstRequest.add(listener);
  return () => onFirstRequest.delete(listener);
}

function show(kind: "success" | "error", message: string): void {
  loadSonner()
    .then((module) => module.toast[kind](message))
    .catch((error: unknown) => console.error("Could not show the message", message, error));
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};
