import type { ReactNode } from "react";

type DetailLayoutProps = {
  /** The driver panel: first on phones, top of the side column on wide screens. */
  lead?: ReactNode;
  main: ReactNode;
  side: ReactNode;
};

/** The job detail's columns: the sections on the left, the driver and timeline on the right. */
export function DetailLayout({ lead, main, side }: DetailLayoutProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
      {lead ? <div className="min-w-0 lg:col-start-3 lg:row-start-1">{lead}</div> : null}
      <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">{main}</div>
      <aside className={`min-w-0 space-y-6 lg:col-start-3 ${lead ? "lg:row-start-2" : "lg:row-span-2 lg:row-start-1"}`}>{side}</aside>
    </div>
  );
}
