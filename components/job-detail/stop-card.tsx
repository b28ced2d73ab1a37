import type { ReactNode } from "react";
import { MapPinIcon, NavigationIcon } from "lucide-react";
import { formatDateAndTime } from "@/lib/format/dates";
import { formatPhone } from "@/lib/format/phone";
import { DetailCard, DetailItem, DetailList } from "./detail-card";
import type { StopView } from "./job-view";

const TITLES = { pickup: "Pickup", dropoff: "Drop-off" } as const;

/** A pickup or drop-off block; `editAction` is the admin's edit icon beside the location. */
export function StopCard({ stop, editAction }: { stop: StopView; editAction?: ReactNode }) {
  const isPickup = stop.type === "pickup";
  return (
    <DetailCard title={TITLES[stop.type]} icon={isPickup ? MapPinIcon : NavigationIcon}>
      <DetailList className="grid-cols-2 sm:grid-cols-2">
        <DetailItem label="Business Name" className="col-span-2">
          {stop.businessName?.trim() || "-"}
        </DetailItem>
        <DetailItem label="Location" className="col-span-2">
          <span className="flex items-start justify-between gap-2">
            <span className="min-w-0" data-testid={`${stop.type}-location`}>
              {stop.location}
            </span>
            {editAction}
          </span>
        </DetailItem>
        <DetailItem label="Date and Time" className="col-span-2">
          {formatDateAndTime(stop.date, stop.time, "-", stop.timeZone)}
        </DetailItem>
        {/* Contact and phone side by side: items of the list itself (a dl holds only dt/dd groups). */}
        <DetailItem label="Contact Name">{stop.pocName || "-"}</DetailItem>
        <DetailItem label="Phone">
          {stop.pocPhone ? (
            <a href={`tel:${stop.pocPhone}`} className="underline-offset-4 hover:underline">
              {formatPhone(stop.pocPhone)}
            </a>
          ) : (
            "-"
          )}
        </DetailItem>
        {stop.pocEmail ? (
          <DetailItem label="E-mail" className="col-span-2">
            <a href={`mailto:${stop.pocEmail}`} className="break-all underline-offset-4 hover:underline">
              {stop.pocEmail}
            </a>
          </DetailItem>
        ) : null}
        <DetailItem label="Notes" className="col-span-2">
          {stop.note?.trim() || "-"}
        </DetailItem>
      </DetailList>
    </DetailCard>
  );
}
