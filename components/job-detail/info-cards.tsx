import { Building2Icon, CarIcon, CheckIcon, ListChecksIcon, NotebookPenIcon } from "lucide-react";
import { DetailCard, DetailItem, DetailList, EmptyNote } from "./detail-card";
import type { JobView } from "./job-view";

/** Job Details (admin): the company and the customer who asked. */
export function JobDetailsCard({ job }: { job: JobView }) {
  return (
    <DetailCard title="Job Details" icon={Building2Icon}>
      <DetailList>
        <DetailItem label="Company">{job.companyName}</DetailItem>
        <DetailItem label="Requested by">{job.customerName}</DetailItem>
      </DetailList>
    </DetailCard>
  );
}

export function VehicleCard({ vehicle }: { vehicle: JobView["vehicle"] }) {
  return (
    <DetailCard title="Vehicle" icon={CarIcon}>
      <DetailList className="grid-cols-2 sm:grid-cols-3">
        <DetailItem label="Year">{vehicle.year}</DetailItem>
        <DetailItem label="Make">{vehicle.make}</DetailItem>
        <DetailItem label="Model">{vehicle.model}</DetailItem>
        <DetailItem label="VIN" className="col-span-2">
          <span className="font-mono">{vehicle.vin}</span>
        </DetailItem>
        <DetailItem label="Fuel Type">{vehicle.fuelType}</DetailItem>
        {vehicle.poNumber ? <DetailItem label="PO Number">{vehicle.poNumber}</DetailItem> : null}
      </DetailList>
    </DetailCard>
  );
}

const SERVICE_LABELS: [keyof JobView["services"], string][] = [
  ["deliverWashed", "Deliver washed"],
  ["deliverFull", "Deliver full"],
  ["sendDriverContactInfo", "Send driver contact info"],
];

/** Service options: each listed only when chosen (SPEC.md §2). */
export function ServiceOptionsCard({ services }: { services: JobView["services"] }) {
  const chosen = SERVICE_LABELS.filter(([key]) => services[key]);
  return (
    <DetailCard title="Service options" icon={ListChecksIcon}>
      {chosen.length === 0 ? (
        <EmptyNote>No service options requested.</EmptyNote>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {chosen.map(([key, label]) => (
            <li key={key} className="inline-flex items-center gap-1.5 rounded-full border bg-muted/50 px-3 py-1 text-sm">
              <CheckIcon className="size-3.5 text-success" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

/** The request's notes (SPEC.md §3 empire_notes, "notes for the company", and driver_notes). */
export function NotesCard({ notes }: { notes: JobView["notes"] }) {
  const items = [
    ["Notes for the company", notes.company],
    ["Notes for the driver", notes.driver],
  ].filter(([, text]) => text.trim());
  return (
    <DetailCard title="Notes" icon={NotebookPenIcon}>
      {items.length === 0 ? (
        <EmptyNote>No notes were added to this request.</EmptyNote>
      ) : (
        <DetailList>
          {items.map(([label, text]) => (
            <DetailItem key={label} label={label}>
              <span className="whitespace-pre-line break-words">{text}</span>
            </DetailItem>
          ))}
        </DetailList>
      )}
    </DetailCard>
  );
}
