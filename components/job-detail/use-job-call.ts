"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { toastError, type ApiResult } from "@/lib/api/client";

type CallTexts = {
  /** Shown when the server sends no message. */
  success: string;
  /** SPEC.md §8's fallback when the server sends no message. */
  failure: string;
};

/**
 * Runs one job call from the detail screen: toast the outcome, then refresh the server data
 * so the badge, the actions and the timeline follow without a reload. `pending` names the
 * call in flight (or the refresh after it), so only its button shows the busy state.
 */
export function useJobCall() {
  const router = useRouter();
  const [running, setRunning] = React.useState<string | null>(null);
  const [isRefreshing, startTransition] = React.useTransition();
  const [lastKey, setLastKey] = React.useState<string | null>(null);

  const run = React.useCallback(
    async (key: string, call: () => Promise<ApiResult<unknown>>, texts: CallTexts): Promise<boolean> => {
      setRunning(key);
      setLastKey(key);
      try {
        const { message } = await call();
        toast.success(message || texts.success);
        startTransition(() => router.refresh());
        return true;
      } catch (error) {
        toastError(error, texts.failure);
        return false;
      } finally {
        setRunning(null);
      }
    },
    [router],
  );

  const pending = running ?? (isRefreshing ? lastKey : null);
  return { run, pending, isBusy: pending !== null };
}
