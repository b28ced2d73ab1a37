import { Skeleton } from "@/components/ui/skeleton";
import { DetailsCard } from "./details-card";
import { Trail, type TrailItem } from "./trail";

/** A details page while it loads: the same layout, every value a dash (SPEC.md §2 "Admin details"). */
export function DetailsLoading({ trail, labels }: { trail: readonly TrailItem[]; labels: readonly string[] }) {
  return (
    <div aria-busy="true">
      <Trail items={trail} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-8 w-28" />
      </div>
      <DetailsCard items={labels.map((label) => ({ label, value: "-" }))} />
    </div>
  );
}
