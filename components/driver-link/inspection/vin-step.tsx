"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Step 1 (pickup): the last 6 characters of the VIN read on the vehicle, or all 17. */
export function VinStep({
  vin,
  onChange,
  isChecked,
  isWaiting,
}: {
  vin: string;
  onChange: (vin: string) => void;
  isChecked: boolean;
  /** Typed without signal: kept on the phone, checked by the server once sent. */
  isWaiting: boolean;
}) {
  const id = useId();
  return (
    <section className="space-y-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        VIN check
      </h2>
      <p className="text-sm text-muted-foreground">
        Read the VIN on the vehicle (windshield or door pillar) and type its last 6 characters, or all 17.
      </p>
      <div className="space-y-2">
        <Label htmlFor={id}>VIN on the vehicle</Label>
        <Input
          id={id}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={17}
          value={vin}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-12 font-mono text-base tracking-wider"
        />
      </div>
      {isChecked && <p className="text-sm text-success">The VIN matches the job&apos;s vehicle.</p>}
      {!isChecked && isWaiting && (
        <p className="text-sm text-muted-foreground">No signal: the VIN is saved on this phone and will be checked when it is sent.</p>
      )}
    </section>
  );
}
