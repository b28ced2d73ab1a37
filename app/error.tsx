"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { APP_ERROR } from "@/lib/app-error";

type ErrorProps = {
  error: Error & { digest?: string; status?: unknown };
  reset: () => void;
};

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
      <Button type="button" onClick={() => reset()}>
        Try again
      </Button>
    </main>
  );
}
