"use client";

import * as React from "react";
import { CopyIcon, KeyRoundIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { copyField } from "@/lib/copy-field";

/** A new endpoint's signing secret, shown this once: the server keeps it but never answers it again. */
export function SecretReveal({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const input = React.useRef<HTMLInputElement>(null);

  const copy = () => copyField(input.current, secret, "Secret");

  return (
    <div role="status" className="m-4 space-y-3 rounded-lg border border-warning/40 bg-warning/10 p-4 sm:mx-6">
      <p className="flex items-start gap-2 text-sm">
        <KeyRoundIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          The signing secret of <span className="font-medium break-all">{url}</span>. Copy it now: it is not shown again.
        </span>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          readOnly
          value={secret}
          aria-label="Signing secret"
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={copy} className="flex-1 sm:flex-none">
            <CopyIcon aria-hidden="true" />
            Copy
          </Button>
          <Button type="button" variant="ghost" onClick={onDone} className="flex-1 sm:flex-none">
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}
