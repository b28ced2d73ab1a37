"use client";

import { useEffect } from "react";
import { APP_ERROR } from "@/lib/app-error";

type ErrorProps = {
  error: Error & { digest?: string; status?: unknown };
  reset: () => void;
};

// The Button's default look (components/ui/button-variants.ts) written out: this page and
// app/global-error.tsx load with every page in chunks of their own, and the Button and
// class-variance-authority were a copy in each (1.4 kB gzipped of every first load).
const TRY_AGAIN_CLASS =
  "inline-flex h-9 items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium whitespace-nowrap text-primary-foreground shadow-xs transition-all outline-none hover:bg-primary/90 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

// SPEC §8: the fallback page shows 'Application Error' or the response status and text.
function describeStatus(error: ErrorProps["error"]): { status: number; text: string } | null {
  if (typeof error.status === "number" && error.message) {
    return { status: error.status, text: error.message };
  }
  const match = /^\s*(\d{3})\s+(.+)$/.exec(error.message ?? "");
  return match ? { status: Number(match[1]), text: match[2].trim() } : null;
}

export default function AppError({ error, reset }: ErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const known = describeStatus(error);
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{APP_ERROR.title}</h1>
      {known ? (
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{known.status}</span> {known.text}
        </p>
      ) : (
        <p className="max-w-sm text-muted-foreground">{APP_ERROR.text}</p>
      )}
      {error.digest && <p className="text-xs text-muted-foreground">Reference: {error.digest}</p>}
      <button type="button" className={TRY_AGAIN_CLASS} onClick={() => reset()}>
        Try again
      </button>
    </main>
  );
}
