"use client";

import * as React from "react";
import { MoreHorizontalIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { JobDialogKind } from "./job-list-columns";

export type RowActionsMenuProps = {
  /** The trigger's accessible name, e.g. "More actions for JOB-12". */
  label: string;
  items: { kind: JobDialogKind; label: string }[];
  onSelect: (kind: JobDialogKind) => void;
};

/**
 * A job row's extra actions (the lifecycle table's), each opening its dialog. The dialog opens
 * once the menu has given the focus back to its trigger, so closing the dialog returns it there.
 */
export function RowActionsMenu({ label, items, onSelect }: RowActionsMenuProps) {
  const chosen = React.useRef<JobDialogKind | null>(null);
  return (
    // Not modal: a dialog opened from an item must get the pointer back when the menu closes.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={label}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={() => {
          const kind = chosen.current;
          chosen.current = null;
          if (kind) onSelect(kind);
        }}
      >
        {items.map((item) => (
          <DropdownMenuItem key={item.kind} onSelect={() => (chosen.current = item.kind)}>
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
