"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { PencilIcon, SendIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { api, toastError } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { WEBHOOK_MESSAGES } from "@/lib/webhooks/messages";

const RemoveEndpointDialog = lazyDialog(() => import("./remove-endpoint-dialog").then((m) => m.RemoveEndpointDialog));
const EditEndpointDialog = lazyDialog(() => import("./edit-endpoint-dialog").then((m) => m.EditEndpointDialog));

type Endpoint = { id: number; url: string; description: string; events: string[]; active: boolean };

/** An endpoint's buttons: send it a test event, edit its events, remove it (asked first). */
export function EndpointActions({ endpoint }: { endpoint: Endpoint }) {
  const { id: endpointId, url, active: isActive } = endpoint;
  const router = useRouter();
  const [isSending, setIsSending] = React.useState(false);
  const [isRemoving, setIsRemoving] = React.useState(false);
  const [isEditing, setIsEditing] = React.useState(false);

  async function sendTest() {
    setIsSending(true);
    try {
      const { message } = await api("admin/send-test-webhook", { body: { endpointId } });
      toast.success(message || WEBHOOK_MESSAGES.testQueued);
      router.refresh();
    } catch (error) {
      toastError(error, "The test event could not be queued.");
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={sendTest}
        disabled={isSending || !isActive}
        title={isActive ? undefined : WEBHOOK_MESSAGES.testSwitchedOff}
      >
        <SendIcon aria-hidden="true" />
        {isSending ? "Sending..." : "Send test event"}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setIsRemoving(true)}>
        <Trash2Icon aria-hidden="true" />
        Remove
      </Button>
      <EditEndpointDialog open={isEditing} onOpenChange={setIsEditing} endpoint={endpoint} />
      <RemoveEndpointDialog open={isRemoving} onOpenChange={setIsRemoving} endpointId={endpointId} url={url} />
    </div>
  );
}
