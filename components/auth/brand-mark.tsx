import { cn } from "@/lib/utils";

type BrandMarkProps = {
  className?: string;
  /** Light tile with coloured lines, for dark (primary) backgrounds. */
  isInverted?: boolean;
};

/** The truck mark of app/icon.svg, drawn inline so it needs no request. */
export function BrandMark({ className, isInverted = false }: BrandMarkProps) {
  const tile = isInverted ? "fill-primary-foreground" : "fill-primary";
  const line = isInverted ? "stroke-primary" : "stroke-primary-foreground";
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" className={cn("size-9 shrink-0", className)}>
      <rect width="32" height="32" rx="7" className={tile} />
      <g strokeWidth="2" strokeLinejoin="round" className={line}>
        <path d="M4 20V11.5A1.5 1.5 0 0 1 5.5 10H18v10" />
        <path d="M18 14h5l4 4v2" />
        <path d="M4 20h24" strokeLinecap="round" />
        <circle cx="9.5" cy="22" r="2.5" className={tile} />
        <circle cx="22.5" cy="22" r="2.5" className={tile} />
      </g>
    </svg>
  );
}
