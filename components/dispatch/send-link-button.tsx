"use client";

import { SendIcon } from "lucide-react";
import { useJobCall } from "@/components/job-detail/use-job-call";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { jobLabel } from "@/lib/format/route-text";

/** "Send link" on an assigned card: the job detail's call (POST admin/send-Link) and texts. */
export function SendLinkButton({ jobId, driverId }: { jobId: number; driverId: number }) {
  const { run, pending } = useJobCall();
  const send = () =>
    run("send-link", () => api("admin/send-Link", { method: "POST", body: { jobId, driverId } }), {
      success: "Link sent to the driver successfully",
      failure: "send link to driver failed",
    });
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={send}
      disabled={pending !== null}
      aria-label={`Send link for ${jobLabel(jobId)}`}
    >
      <SendIcon aria-hidden="true" />
      {pending === "send-link" ? "Sending..." : "Send link"}
    </Button>
  );
}
