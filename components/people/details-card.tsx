import * as React from "react";
import { DetailsList, type DetailItem } from "./details-list";

/** The fields of a details page in a card. */
export function DetailsCard({
  title = "Details",
  items,
  aside,
}: {
  title?: string;
  items: readonly DetailItem[];
  aside?: React.ReactNode;
}) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-4 sm:px-6">
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      <div className="px-4 py-6 sm:px-6">
        <DetailsList items={items} />
      </div>
    </section>
  );
}
