/**
 * The screens' toasts (SPEC §8, sonner). sonner is loaded on the first toast (or when the
 * Toaster mounts after hydration), not with the page: it is not needed for the first paint.
 * A toast raised before the Toaster mounts is shown once it does (sonner replays them).
 */
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;

/** sonner's module, loaded once and shared with components/ui/sonner.tsx. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
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
