"use client";

import * as React from "react";
import { RotateCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { api, toastError } from "@/lib/api/client";
import { toast } from "@/lib/toast";

/** A log line's Resend: queues the message again, then the page's data is read afresh. */
export function ResendMessageButton({ id, label }: { id: number; label: string }) {
  const router = useRouter();
  const [isSending, setIsSending] = React.useState(false);
  const [isRefreshing, startTransition] = React.useTransition();

  async function resend() {
    setIsSending(true);
    try {
      const { message } = await api("admin/resend-message", { method: "POST", body: { id } });
      toast.success(message || "Message queued again.");
      startTransition(() => router.refresh());
    } catch (error) {
      toastError(error, "The message could not be queued again.");
    } finally {
      setIsSending(false);
    }
  }

  const isBusy = isSending || isRefreshing;
  return (
    <Button type="button" variant="outline" size="sm" onClick={resend} disabled={isBusy} aria-label={label} title={label}>
      <RotateCwIcon aria-hidden="true" className={isBusy ? "animate-spin" : undefined} />
      {isSending ? "Resending..." : "Resend"}
    </Button>
  );
}
