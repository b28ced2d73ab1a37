import { CalendarIcon, MapPinIcon, PhoneIcon, StickyNoteIcon, UserIcon } from "lucide-react";
import type { DriverJobView } from "@/lib/driver-link/load-driver-page";
import { formatDateAndTime } from "@/lib/format/dates";
import { formatPhone } from "@/lib/format/phone";

type Side = "pickup" | "dropoff";

function sideOf(job: DriverJobView, side: Side) {
  return side === "pickup"
    ? {
        business: job.pickup_business_name,
        location: job.pickup_location,
        date: job.pickup_date,
        time: job.pickup_time,
        zone: job.pickup_timezone,
        contact: job.pickup_POC_name,
        phone: job.pickup_POC_phone,
        note: job.pickup_additional_note,
      }
    : {
        business: job.dropoff_business_name,
        location: job.dropoff_location,
        date: job.dropoff_date,
        time: job.dropoff_time,
        zone: job.dropoff_timezone,
        contact: job.dropoff_POC_name,
        phone: job.dropoff_POC_phone,
        note: job.dropoff_additional_note,
      };
}

/** One stop of the trip: where, when, whom to meet and call, and its note. */
export function StopCard({ job, side }: { job: DriverJobView; side: Side }) {
  const stop = sideOf(job, side);
  const title = side === "pickup" ? "Pickup" : "Drop-off";
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(stop.location)}`;
  return (
    <section aria-label={title} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
      {stop.business && <p className="mt-1 font-medium">{stop.business}</p>}
      <dl className="mt-2 grid gap-2 text-sm">
        <Row icon={MapPinIcon} label="Address">
          <a href={mapsUrl} target="_blank" rel="noreferrer" className="break-words text-primary underline-offset-4 hover:underline">
            {stop.location}
          </a>
        </Row>
        <Row icon={CalendarIcon} label="Date and time">
          {formatDateAndTime(stop.date, stop.time, "Not scheduled", stop.zone)}
        </Row>
        {stop.contact && (
          <Row icon={UserIcon} label="Contact">
            {stop.contact}
          </Row>
        )}
        {stop.phone && (
          <Row icon={PhoneIcon} label="Phone" isCentered>
            <a href={`tel:${stop.phone}`} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline">
              {formatPhone(stop.phone)}
            </a>
          </Row>
        )}
        {stop.note && (
          <Row icon={StickyNoteIcon} label="Note">
            {stop.note}
          </Row>
        )}
      </dl>
    </section>
  );
}

type RowProps = { icon: typeof MapPinIcon; label: string; isCentered?: boolean; children: React.ReactNode };

function Row({ icon: Icon, label, isCentered, children }: RowProps) {
  return (
    <div className={isCentered ? "flex items-center gap-2.5" : "flex items-start gap-2.5"}>
      <Icon
        className={isCentered ? "size-4 shrink-0 text-muted-foreground" : "mt-0.5 size-4 shrink-0 text-muted-foreground"}
        aria-hidden="true"
      />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
