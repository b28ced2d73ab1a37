"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import { cn } from "@/lib/utils";

/** The call behind a switch: `path` gets `body` plus `field` set to the new state. */
export type ActiveSwitchUpdate = {
  path: string;
  body: Record<string, string | number>;
  field: string;
  /** "status" sends "active"/"inactive" (the spec's active_status), "boolean" sends true/false. */
  valueAs: "status" | "boolean";
};

type ActiveSwitchProps = {
  /** The state the server holds. */
  checked: boolean;
  update: ActiveSwitchUpdate;
  className?: string;
};

/**
 * SPEC.md §4 "Active switches": flips at once, then calls; if the call fails the switch goes
 * back silently (the failure is only logged, SPEC.md §8). A success refreshes the page's data.
 * The label says the state ("Active" or "Inactive"), and "Saving..." while the call runs.
 */
export function ActiveSwitch({ checked, update, className }: ActiveSwitchProps) {
  const router = useRouter();
  const id = React.useId();
  const [isOn, setIsOn] = React.useState(checked);
  const [isBusy, setIsBusy] = React.useState(false);
  const [serverChecked, setServerChecked] = React.useState(checked);
  if (serverChecked !== checked) {
    setServerChecked(checked);
    setIsOn(checked);
  }

  async function toggle(next: boolean) {
    setIsOn(next);
    setIsBusy(true);
    const value = update.valueAs === "status" ? (next ? "active" : "inactive") : next;
    try {
      await api(update.path, { method: "PUT", body: { ...update.body, [update.field]: value } });
      router.refresh();
    } catch (error) {
      setIsOn(!next);
      console.error(`[active-switch] ${update.path} failed`, error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className={cn("inline-flex items-center gap-2", className)}>
      <Switch id={id} checked={isOn} onCheckedChange={toggle} disabled={isBusy} aria-busy={isBusy} />
      <Label htmlFor={id} className="cursor-pointer" aria-live="polite">
        {isOn ? "Active" : "Inactive"}
        {isBusy ? <span className="font-normal text-muted-foreground"> Saving...</span> : null}
      </Label>
    </div>
  );
}
