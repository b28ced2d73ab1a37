import { TriangleAlertIcon } from "lucide-react";
import { DetailCard } from "@/components/job-detail/detail-card";
import { thumbnailProps } from "@/lib/files/file-url";
import { formatRouteMiles } from "@/lib/format/distance";
import { describeMissingItems, type ClaimsView } from "@/lib/inspections/claims";

function Photo({ url, label }: { url: string | null; label: string }) {
  return (
    <figure className="space-y-1">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border bg-muted">
          <img
            {...thumbnailProps(url, "(min-width: 1024px) 240px, 33vw")}
            alt={label}
            loading="lazy"
            className="aspect-[4/3] w-full object-cover"
          />
        </a>
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center rounded-md border bg-muted text-xs text-muted-foreground">
          No photo
        </div>
      )}
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}

/**
 * What a claim looks at first, at the top of a delivered job's detail (staff and the job's
 * customers): damage found at delivery where pickup had none (pickup's and delivery's photos of
 * that side next to the close-up), keys or loose items missing, and the miles driven against the route.
 */
export function ClaimsCard({ claims }: { claims: ClaimsView }) {
  const { new_damages: damages, missing, mileage } = claims;
  const missingLines = describeMissingItems(missing);
  if (damages.length === 0 && missingLines.length === 0 && !mileage) return null;
  const isAlert = damages.length > 0 || missingLines.length > 0 || mileage?.isFlagged;
  return (
    <DetailCard title="Delivery check" icon={TriangleAlertIcon} className={isAlert ? "border-amber-400" : undefined}>
      <div className="space-y-4 text-sm">
        {damages.length === 0 ? (
          <p>No new damage at delivery.</p>
        ) : (
          <section aria-label="New damage" className="space-y-3">
            <h3 className="font-medium text-amber-700 dark:text-amber-400">New damage at delivery</h3>
            {damages.map((d) => (
              <div key={d.id} className="space-y-2">
                <p>
                  {d.description.replace(/ \(\d+\)$/, "")} <span className="font-mono text-xs text-muted-foreground">{d.code}</span>
                </p>
                <div className="grid grid-cols-3 gap-2">
                  <Photo url={d.pickup_slot_url} label="At pickup" />
                  <Photo url={d.delivery_slot_url} label="At delivery" />
                  <Photo url={d.photo_url} label="Close-up" />
                </div>
              </div>
            ))}
          </section>
        )}
        {missingLines.length > 0 && (
          <section aria-label="Missing at delivery" className="space-y-1">
            <h3 className="font-medium text-amber-700 dark:text-amber-400">Missing at delivery</h3>
            {missingLines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
        )}
        {mileage && (
          <p className={mileage.isFlagged ? "font-medium text-amber-700 dark:text-amber-400" : undefined}>
            {mileage.isFlagged ? "Mileage flagged: " : "Mileage: "}
            {mileage.driven.toLocaleString("en-US")} mi driven; the route is {formatRouteMiles(mileage.route)}, up to{" "}
            {mileage.allowed.toLocaleString("en-US")} mi expected.
          </p>
        )}
      </div>
    </DetailCard>
  );
}
