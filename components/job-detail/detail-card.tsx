import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type DetailCardProps = {
  title: string;
  icon?: LucideIcon;
  /** Something at the right of the title (e.g. an edit button). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One section of the job detail: a titled card. The title is a heading for screen readers. */
export function DetailCard({ title, icon: Icon, action, className, children }: DetailCardProps) {
  return (
    <Card className={cn("gap-4 py-5", className)} aria-label={title} role="region">
      <CardHeader className="gap-0">
        <CardTitle>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            {Icon ? <Icon className="size-4 text-muted-foreground" aria-hidden="true" /> : null}
            {title}
          </h2>
        </CardTitle>
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

/** A label/value list; values wrap instead of overflowing on narrow screens. */
export function DetailList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-2", className)}>{children}</dl>;
}

export function DetailItem({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words">{children ?? "-"}</dd>
    </div>
  );
}

/** The text shown when a section has nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{children}</p>;
}
