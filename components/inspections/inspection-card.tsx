import { ClipboardCheckIcon } from "lucide-react";
import { DetailCard, EmptyNote } from "@/components/job-detail/detail-card";
import { LocalTime } from "@/components/ui/local-time";
import { thumbnailProps } from "@/lib/files/file-url";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import { describeConditions, formatFuel, photoPlaceLabel } from "@/lib/inspections/vocabulary";
import { AtPickupReadings, PickupDamageList, pickupMarkers } from "./at-pickup";
import { AddendumForm } from "./lazy-addendum-form";
import { CLOCK_DOUBTFUL } from "@/lib/inspections/clock";
import { SignatureImage } from "./signature-image";
import { VehicleDiagram } from "./vehicle-diagram";

const TITLES = { pickup: "Pickup inspection", delivery: "Delivery inspection" } as const;
const STATES: Record<InspectionView["state"], string> = {
  not_started: "Not made yet",
  open: "In progress",
  signed: "Signed",
  incomplete: "Incomplete (older app)",
};

/** A condition report on the job detail (staff and the job's customers): what a claim is settled on. */
export function InspectionCard({ inspection, jobId, canAmend }: { inspection: InspectionView; jobId: number; canAmend: boolean }) {
  const title = TITLES[inspection.kind];
  if (inspection.state === "not_started") {
    return (
      <DetailCard title={title} icon={ClipboardCheckIcon}>
        <EmptyNote>{STATES.not_started}.</EmptyNote>
      </DetailCard>
    );
  }
  const r = inspection.readings;
  const markers = [
    ...pickupMarkers(inspection.at_pickup),
    ...inspection.damages.map((d, i) => ({ id: d.id, view: d.view, x: d.x, y: d.y, label: String(i + 1) })),
  ];
  const conditions = describeConditions(r);
  return (
    <DetailCard
      title={title}
      icon={ClipboardCheckIcon}
      action={<span className="text-sm text-muted-foreground">{STATES[inspection.state]}</span>}
    >
      <div className="space-y-5">
        <Signature inspection={inspection} />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <Item label="Odometer">{r.odometer === null ? "—" : `${r.odometer.toLocaleString("en-US")} mi`}</Item>
          <Item label={r.charge_percent === null ? "Fuel" : "Charge"}>
            {r.charge_percent !== null ? `${r.charge_percent}%` : r.fuel_eighths === null ? "—" : formatFuel(r.fuel_eighths)}
          </Item>
          <Item label="Keys">{r.keys_count ?? "—"}</Item>
          {inspection.kind === "pickup" && (
            <Item label="VIN checked">
              <LocalTime value={inspection.vin_checked_at} fallback="No" />
            </Item>
          )}
          <Item label="Loose items">{r.loose_items || "—"}</Item>
          <Item label="Conditions">{conditions.length > 0 ? conditions.join(", ") : "None"}</Item>
          {inspection.notes && <Item label="Notes">{inspection.notes}</Item>}
        </dl>
        <AtPickupReadings atPickup={inspection.at_pickup} delivery={r} />
        <section aria-label={`${title}: damages`} className="space-y-2">
          <h3 className="text-sm font-medium text-muted-foreground">Damages</h3>
          <div className="grid max-w-md grid-cols-[2fr_5fr] items-center gap-3">
            <VehicleDiagram view="top" markers={markers} title={`${title}: top view`} className="text-muted-foreground" />
            <VehicleDiagram view="side" markers={markers} title={`${title}: side view`} className="text-muted-foreground" />
          </div>
          {inspection.damages.length === 0 ? (
            <p className="text-sm">{r.no_damage ? "No damage." : "No damage marked."}</p>
          ) : (
            <ol className="list-inside list-decimal space-y-1 text-sm">
              {inspection.damages.map((d) => (
                <li key={d.id}>
                  {d.description.replace(/ \(\d+\)$/, "")} <span className="font-mono text-xs text-muted-foreground">{d.code}</span>
                </li>
              ))}
            </ol>
          )}
          <PickupDamageList atPickup={inspection.at_pickup} />
        </section>
        <Photos inspection={inspection} title={title} />
        {canAmend && inspection.state !== "open" && <AddendumForm jobId={jobId} kind={inspection.kind} />}
        {inspection.addenda.length > 0 && (
          <section aria-label={`${title}: addenda`} className="space-y-2">
            <h3 className="text-sm font-medium text-muted-foreground">Addenda</h3>
            <ul className="space-y-2 text-sm">
              {inspection.addenda.map((a) => (
                <li key={a.created_at} className="rounded-md border p-2">
                  <p>{a.text}</p>
                  <p className="text-xs text-muted-foreground">
                    {a.author_name}, <LocalTime value={a.created_at} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </DetailCard>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Signature({ inspection }: { inspection: InspectionView }) {
  const s = inspection.signature;
  if (!s) return null;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {s.customer_unavailable ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm dark:bg-amber-950/30">
          Customer not available: “{s.attestation}” (the driver, <LocalTime value={s.signed_at} />)
          <ClockDoubt isDoubtful={s.clock_doubtful} receivedAt={s.received_at} />
        </p>
      ) : (
        <SignedBy name={s.signer_name} strokes={s.strokes} caption="Signed by" signature={s} />
      )}
      {s.driver_name ? (
        <SignedBy name={s.driver_name} strokes={s.driver_strokes} caption="Driver, as the carrier's agent:" signature={s} />
      ) : null}
    </div>
  );
}

function SignedBy({
  name,
  strokes,
  caption,
  signature,
}: {
  name: string | null;
  strokes: [number, number][][];
  caption: string;
  signature: NonNullable<InspectionView["signature"]>;
}) {
  return (
    <figure className="space-y-1">
      <SignatureImage strokes={strokes} label={`Signature of ${name}`} className="h-16 w-48 rounded border bg-white text-slate-900" />
      <figcaption className="text-sm">
        {caption} <span className="font-medium">{name}</span>, <LocalTime value={signature.signed_at} />
        <ClockDoubt isDoubtful={signature.clock_doubtful} receivedAt={signature.received_at} />
      </figcaption>
    </figure>
  );
}

/** "phone clock doubtful" after a time the phone's clock cannot have told truly (lib/inspections/clock.ts), with the server's receipt. */
function ClockDoubt({ isDoubtful, receivedAt }: { isDoubtful: boolean; receivedAt: string | null }) {
  if (!isDoubtful) return null;
  return (
    <span className="block font-medium text-amber-700 dark:text-amber-400">
      {CLOCK_DOUBTFUL}
      {receivedAt ? (
        <>
          {" "}
          (received <LocalTime value={receivedAt} />)
        </>
      ) : null}
    </span>
  );
}

/** The photo grid's columns: 2, 3 from sm, 4 from xl, inside the detail's main column. */
const GRID_SIZES = "(min-width: 1280px) 220px, (min-width: 640px) 30vw, 50vw";

function Photos({ inspection, title }: { inspection: InspectionView; title: string }) {
  if (inspection.photos.length === 0) return null;
  return (
    <section aria-label={`${title}: photos`} className="space-y-2">
      <h3 className="text-sm font-medium text-muted-foreground">Photos</h3>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {inspection.photos.map((p) => (
          <li key={p.id} className="space-y-1 text-xs">
            <a href={p.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border bg-muted">
              <img
                {...thumbnailProps(p.url, GRID_SIZES)}
                alt={`${title}: ${photoPlaceLabel(p.place)}`}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
              />
            </a>
            <p className="font-medium">{photoPlaceLabel(p.place)}</p>
            <p className="text-muted-foreground">
              Taken <LocalTime value={p.captured_at} />
              <ClockDoubt isDoubtful={p.clock_doubtful} receivedAt={p.received_at} />
            </p>
            {p.latitude !== null && p.longitude !== null && (
              <p className="text-muted-foreground">
                {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)}
              </p>
            )}
            <p className="truncate font-mono text-muted-foreground" title={`SHA-256 ${p.sha256}`}>
              SHA-256 {p.sha256}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Both condition reports, once the job is where they are made (or one has begun). */
type InspectionCardsProps = {
  inspections: Record<"pickup" | "delivery", InspectionView>;
  status: string;
  jobId: number;
  canAmend: boolean;
};

export function InspectionCards({ inspections, status, jobId, canAmend }: InspectionCardsProps) {
  const begun = inspections.pickup.state !== "not_started" || inspections.delivery.state !== "not_started";
  if (!begun && !["approved", "in_transit", "delivered"].includes(status)) return null;
  return (
    <>
      <InspectionCard inspection={inspections.pickup} jobId={jobId} canAmend={canAmend} />
      <InspectionCard inspection={inspections.delivery} jobId={jobId} canAmend={canAmend} />
    </>
  );
}

/** The photos both inspections hold (the job's photo card points to them). */
export const inspectionPhotoCount = (inspections: InspectionCardsProps["inspections"]) =>
  inspections.pickup.photos.length + inspections.delivery.photos.length;
