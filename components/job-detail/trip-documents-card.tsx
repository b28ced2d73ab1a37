import { FileTextIcon, PaperclipIcon } from "lucide-react";
import { DetailCard, DetailItem, DetailList, EmptyNote } from "./detail-card";
import type { TripDocumentsView } from "./job-view";

const LINKS: [keyof TripDocumentsView, string][] = [
  ["dailyDriverLog", "Daily driver log"],
  ["flightConfirmation", "Flight confirmation"],
  ["fuelReceipt", "Fuel receipt"],
  ["hotelReceipt", "Hotel receipt"],
];

function DocumentLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
    >
      <PaperclipIcon className="size-3.5" aria-hidden="true" />
      {label}
    </a>
  );
}

/** Trip Documents (admin): the driver's uploads as links (SPEC.md §3 "Trip document"). */
export function TripDocumentsCard({ documents }: { documents: TripDocumentsView | null }) {
  return (
    <DetailCard title="Trip Documents" icon={FileTextIcon}>
      {!documents ? (
        <EmptyNote>No trip documents uploaded yet.</EmptyNote>
      ) : (
        <DetailList>
          {LINKS.map(([key, label]) => {
            const href = documents[key] as string | null;
            return (
              <DetailItem key={key} label={label}>
                {href ? (
                  <DocumentLink href={href} label={`View ${label.toLowerCase()}`} />
                ) : (
                  <span className="text-muted-foreground">Not uploaded</span>
                )}
              </DetailItem>
            );
          })}
          <DetailItem label="Additional notes" className="sm:col-span-2">
            <span className="whitespace-pre-line">{documents.additionalNotes?.trim() || "-"}</span>
          </DetailItem>
          <DetailItem label="Other receipts" className="sm:col-span-2">
            {documents.otherReceipts.length === 0 ? (
              <span className="text-muted-foreground">None</span>
            ) : (
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {documents.otherReceipts.map((href, i) => (
                  <li key={href}>
                    <DocumentLink href={href} label={`Receipt ${i + 1}`} />
                  </li>
                ))}
              </ul>
            )}
          </DetailItem>
        </DetailList>
      )}
    </DetailCard>
  );
}
