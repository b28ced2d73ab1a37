"use client";

import type * as React from "react";
import { MoreHorizontalIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import type { JobDialogKind } from "./job-list-columns";

export type RowActionsMenuProps = {
  jobId: number;
  /** The trigger's accessible name, e.g. "More actions for JOB-12". */
  label: string;
  items: { kind: JobDialogKind; label: string }[];
  onSelect: (kind: JobDialogKind) => void;
};

/**
 * A job row's extra actions (the lifecycle table's), each opening its dialog. A native popover:
 * it opens on the first press whether or not the page's scripts have run, and its items are
 * OpenDialogButtons, which work before them too. Placed under its trigger by CSS anchoring.
 */
export function RowActionsMenu({ jobId, label, items, onSelect }: RowActionsMenuProps) {
  const menuId = `row-actions-${jobId}`;
  const anchor = `--row-actions-${jobId}`;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={label}
        aria-haspopup="menu"
        popoverTarget={menuId}
        style={{ anchorName: anchor } as React.CSSProperties}
      >
        <MoreHorizontalIcon aria-hidden="true" />
      </Button>
      <div
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={label}
        className="m-0 min-w-36 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        style={
          {
            positionAnchor: anchor,
            inset: "auto",
            positionArea: "bottom span-left",
            positionTryFallbacks: "flip-block",
            marginTop: "4px",
          } as React.CSSProperties
        }
      >
        {items.map((item) => (
          <OpenDialogButton
            key={item.kind}
            role="menuitem"
            variant="ghost"
            size="sm"
            className="w-full justify-start font-normal"
            dialog={item.kind}
            recordId={jobId}
            onOpen={() => {
              // Closed first, so the focus is back on the trigger when the dialog opens (and returns there).
              document.getElementById(menuId)?.hidePopover();
              onSelect(item.kind);
            }}
          >
            {item.label}
          </OpenDialogButton>
        ))}
      </div>
    </>
  );
}
