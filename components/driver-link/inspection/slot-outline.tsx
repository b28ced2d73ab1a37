import type { PhotoSlot } from "@/lib/inspections/vocabulary";

/** Line drawings of each photo slot's angle, so the driver frames the same shot every time. */
const OUTLINES: Record<PhotoSlot, string> = {
  front: "M14 40h52M18 40l6-16h32l6 16M14 40v10h52V40M20 50v5h8v-5M52 50v5h8v-5M20 44h8M52 44h8M30 30h20",
  rear: "M14 40h52M18 40l6-16h32l6 16M14 40v10h52V40M20 50v5h8v-5M52 50v5h8v-5M18 44h10M52 44h10M34 46h12",
  driver_side: "M6 44h68v-8l-12-4-10-10H26l-10 10-10 2zM18 44a6 6 0 1 0 12 0M50 44a6 6 0 1 0 12 0M28 22v10M44 22v10",
  passenger_side: "M74 44H6v-8l12-4 10-10h28l10 10 10 2zM62 44a6 6 0 1 1-12 0M30 44a6 6 0 1 1-12 0M52 22v10M36 22v10",
  odometer: "M16 48a24 24 0 1 1 48 0M40 48l12-14M24 48h32M30 40h20v6H30z",
  vin_plate: "M10 24h60v24H10zM16 32h48M16 40h32",
  roof: "M26 8h28l6 12v40l-6 12H26l-6-12V20zM24 24h32M24 56h32",
  interior: "M40 40m-16 0a16 16 0 1 0 32 0a16 16 0 1 0-32 0M40 40m-4 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0M24 40h12M44 40h12M40 44v12",
  keys: "M28 40m-10 0a10 10 0 1 0 20 0a10 10 0 1 0-20 0M38 40h26M56 40v8M64 40v6",
};

export function SlotOutline({ slot, className }: { slot: PhotoSlot; className?: string }) {
  return (
    <svg
      viewBox="0 0 80 64"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d={OUTLINES[slot]} />
    </svg>
  );
}
