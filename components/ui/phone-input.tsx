"use client";

import * as React from "react";
import { cn } from "@/lib/utils";
import { MAX_PHONE_DIGITS, phoneDigits } from "@/lib/format/phone";

type PhoneInputProps = Omit<React.ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onChange: (digits: string) => void;
};

/**
 * SPEC.md §9 phone input: US numbers by default (the +1 shown is not stored); the value keeps
 * digits only, at most 15, so numbers elsewhere are typed with their country code.
 */
export function PhoneInput({ value, onChange, className, id, ...props }: PhoneInputProps) {
  return (
    <div
      data-slot="phone-input"
      className={cn(
        "flex h-9 w-full min-w-0 items-center rounded-md border border-input bg-transparent shadow-xs transition-[color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 has-[input[aria-invalid=true]]:border-destructive",
        className,
      )}
    >
      <span
        className="flex h-full items-center rounded-l-md border-r border-input bg-muted/40 px-2 text-sm text-muted-foreground"
        title="United States (+1)"
      >
        {/* The country's code as text: Linux has no flag emoji and drew a box (tofu). */}
        <span className="text-xs font-semibold tracking-wide">US</span>
        <span className="ml-1">+1</span>
      </span>
      <input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MAX_PHONE_DIGITS}
        placeholder="2145550100"
        value={value}
        onChange={(e) => onChange(phoneDigits(e.target.value))}
        className="h-full min-w-0 flex-1 bg-transparent px-3 text-base outline-none placeholder:text-muted-foreground md:text-sm"
        {...props}
      />
    </div>
  );
}
