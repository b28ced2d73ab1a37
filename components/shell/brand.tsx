import Link from "next/link";
import { Truck } from "lucide-react";
import { cn } from "@/lib/utils";

export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      href="/dashboard"
      onClick={onNavigate}
      className={cn(
        "flex min-w-0 items-center gap-2.5 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-xs">
        <Truck aria-hidden="true" className="size-4" />
      </span>
      <span className="truncate text-sm">Vehicle Transport Jobs</span>
    </Link>
  );
}
