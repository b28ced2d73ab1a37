"use client";

import * as React from "react";
import { CopyIcon, LinkIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api/client";
import { copyField } from "@/lib/copy-field";
import { useJobCall } from "./use-job-call";

/** The tracking card's buttons; the URL comes from the server, which refreshes after each call. */
export function TrackingLinkControls({ jobId, url }: { jobId: number; url: string | null }) {
  const { run, pending } = useJobCall();
  const input = React.useRef<HTMLInputElement>(null);
  const post = (key: "create" | "revoke", failure: string) => () =>
    run(key, () => api(`customer/${key}-tracking-link`, { method: "POST", body: { jobId } }), { success: "Done", failure });

  if (!url) {
    return (
      <Button onClick={post("create", "The tracking link could not be created.")} disabled={pending !== null}>
        <LinkIcon aria-hidden="true" />
        {pending === "create" ? "Creating..." : "Create tracking link"}
      </Button>
    );
  }

  const copy = () => copyField(input.current, url, "Tracking link");

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <Input ref={input} readOnly value={url} aria-label="Tracking link URL" onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline" onClick={copy}>
          <CopyIcon aria-hidden="true" />
          Copy
        </Button>
      </div>
      <Button
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={post("revoke", "The tracking link could not be revoked.")}
        disabled={pending !== null}
      >
        <XIcon aria-hidden="true" />
        {pending === "revoke" ? "Revoking..." : "Revoke link"}
      </Button>
    </div>
  );
}
