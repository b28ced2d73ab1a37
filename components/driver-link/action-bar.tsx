import { cn } from "@/lib/utils";

/**
 * The page's main action, pinned to the bottom of the phone's screen within thumb reach
 * (the layout leaves room for it), above the home indicator.
 */
export function ActionBar({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.06)]">
      <div className={cn("mx-auto flex max-w-md flex-col gap-2 px-4 py-3", className)}>{children}</div>
    </div>
  );
}

/** Full-width, 48px tall: a comfortable touch target. */
export const BIG_BUTTON = "h-12 w-full text-base";
