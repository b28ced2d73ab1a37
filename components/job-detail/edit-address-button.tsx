"use client";

import * as React from "react";
import { PencilIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { StopView } from "./job-view";

const EditAddressDialog = lazyDialog(() => import("@/components/jobs/edit-address-dialog").then((m) => m.EditAddressDialog));

/** The edit icon beside a pickup or drop-off location (admins, before the job is in transit). */
export function EditAddressButton({ jobId, stop }: { jobId: number; stop: StopView }) {
  const [open, setOpen] = React.useState(false);
  const side = stop.type === "pickup" ? "pickup" : "drop-off";
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="-mt-1.5 size-8 shrink-0"
        aria-label={`Edit ${side} address`}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden="true" />
      </Button>
      <EditAddressDialog
        jobId={jobId}
        type={stop.type}
        businessName={stop.businessName}
        address={stop.location}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
