import { createHash } from "node:crypto";
import type { PDFImage } from "pdf-lib";
import { formatDateAndTime, formatDateTime } from "@/lib/format/dates";
import { CLOCK_DOUBTFUL } from "@/lib/inspections/clock";
import { formatPhone } from "@/lib/format/phone";
import { DIAGRAM_BOX, DIAGRAM_PATHS } from "@/lib/inspections/diagram";
import { compareInspections, describeMissingItems } from "@/lib/inspections/claims";
import type { InspectionView } from "@/lib/inspections/inspection-view";
import { describeConditions, formatFuel, photoPlaceLabel } from "@/lib/inspections/vocabulary";
import type { BolData } from "./bol-data";
import { INK, MUTED, PdfWriter, RED, WHITE } from "./pdf-layout";

export type BolVersion = 1 | 2;

/** A photo's thumbnail (JPEG bytes) by photo id: the PDF carries these, not the originals. */
export type Thumbnails = Map<string, Uint8Array>;

/** A moment (a signature, the issue) on the clock of a place, with its zone: the one formatter of moments. */
const atPlace = (at: Date | string | null, zone: string | null) => formatDateTime(at, "—", zone ?? "UTC");

/** A scheduled time: the place's wall clock, with its zone. */
const scheduled = (date: string | null, time: string | null, zone: string | null) => formatDateAndTime(date, time, "—", zone);

/** "Name, (214) 555-0100". */
const contact = (name: string | null, phone: string | null) => [name, phone && formatPhone(phone)].filter(Boolean).join(", ");

/** SPEC.md's 'Both are important but flexible', said as what it means for the carrier. */
const TIME_RELAXATION = {
  yes: "Flexible: both times matter, but either may move a little",
  no: "None: pickup and delivery as scheduled",
};

export type BolIssue = { version: BolVersion; verifyUrl: string; issuedAt: Date };

/** The SHA-256 of the data the document prints, printed on it: the file's own hash is recorded at issue. */
export function dataHashOf(data: BolData, version: BolVersion): string {
  return createHash("sha256").update(JSON.stringify({ version, data })).digest("hex");
}

/**
 * The bill of lading as a PDF (DECISIONS.md "Bill of lading"): carrier, shipper, origin and
 * destination with scheduled and actual times on each place's clock, the vehicle and services,
 * each inspection signed so far (version 1: pickup; 2: pickup and delivery), the terms, and on
 * every page the verification line.
 */
export async function renderBolPdf(data: BolData, thumbnails: Thumbnails, issue: BolIssue): Promise<Uint8Array> {
  const { version, verifyUrl } = issue;
  const w = await PdfWriter.create(`${data.number} version ${version}`);
  const j = data.job;
  const issuedZone = version === 1 ? j.pickupTimezone : j.dropoffTimezone;
  w.text("Bill of Lading", { size: 18, bold: true });
  w.text(
    `${data.number}  ·  Version ${version} (${version === 1 ? "at pickup" : "at delivery"})  ·  Issued ${atPlace(issue.issuedAt, issuedZone)}`,
    { size: 10, color: MUTED },
  );
  w.y += 6;

  w.heading("Carrier and shipper");
  const c = data.carrier;
  w.pairs(
    [
      ["Carrier", c.carrier_name],
      ["Carrier address", c.carrier_address],
      ["Carrier phone", formatPhone(c.carrier_phone)],
      ["USDOT number", c.usdot_number],
      ["MC number", c.mc_number],
      ["Shipper", data.shipper.company],
      ["Requested by", `${data.shipper.requestedBy} (${data.shipper.email})`],
    ],
    3,
  );

  w.heading("Origin and destination");
  w.pairs(
    [
      ["Origin", `${j.pickupBusinessName}, ${j.pickupLocation}`],
      ["Origin contact", contact(j.pickupPocName, j.pickupPocPhone)],
      ["Scheduled pickup", scheduled(j.pickupDate, j.pickupTime, j.pickupTimezone)],
      ["Destination", `${j.dropoffBusinessName}, ${j.dropoffLocation}`],
      ["Destination contact", contact(j.dropoffPocName, j.dropoffPocPhone)],
      ["Scheduled drop-off", scheduled(j.dropoffDate, j.dropoffTime, j.dropoffTimezone)],
      ["Picked up", atPlace(data.inspections.pickup.signature?.signed_at ?? data.checkedInAt, j.pickupTimezone)],
      ["Delivered", version === 2 ? atPlace(data.inspections.delivery.signature?.signed_at ?? j.deliveredAt, j.dropoffTimezone) : "—"],
    ],
    3,
  );

  w.heading("Vehicle and services");
  w.pairs(
    [
      ["Vehicle", `${j.vehicleYear} ${j.vehicleMake} ${j.vehicleModel}`],
      ["VIN", j.vinNumber],
      ["PO number", j.poNumber ?? ""],
      ["Fuel", j.fuelType],
      [
        "Service options",
        [j.deliverWashed && "Deliver washed", j.deliverFull && "Deliver full", j.sendDriverContactInfo && "Driver contact shared"]
          .filter(Boolean)
          .join(", ") || "None",
      ],
      ["Time relaxation", j.timeRelaxation ? TIME_RELAXATION.yes : TIME_RELAXATION.no],
    ],
    3,
  );

  const embedded = new Map<string, PDFImage>();
  for (const [id, bytes] of thumbnails) embedded.set(id, await w.doc.embedJpg(bytes));
  inspectionSection(w, data.inspections.pickup, "Pickup inspection", j.pickupTimezone, embedded);
  if (version === 2)
    inspectionSection(w, data.inspections.delivery, "Delivery inspection", j.dropoffTimezone, embedded, data.inspections.pickup);

  w.heading("Terms");
  w.text(c.bol_terms, { size: 8 });

  w.footers(`${data.number} v${version}  ·  Verify: ${verifyUrl}  ·  Data SHA-256 ${dataHashOf(data, version)}`);
  return w.doc.save({ useObjectStreams: false });
}

function inspectionSection(
  w: PdfWriter,
  view: InspectionView,
  title: string,
  zone: string | null,
  images: Map<string, PDFImage>,
  pickup?: InspectionView,
) {
  w.heading(title);
  if (view.state === "not_started") {
    w.text("Not made.");
    return;
  }
  const r = view.readings;
  const conditions = describeConditions(r);
  w.pairs(
    [
      ["Odometer", r.odometer === null ? "" : `${r.odometer.toLocaleString("en-US")} mi`],
      [
        r.charge_percent === null ? "Fuel" : "Charge",
        r.charge_percent !== null ? `${r.charge_percent}%` : r.fuel_eighths === null ? "" : formatFuel(r.fuel_eighths),
      ],
      ["Keys", r.keys_count === null ? "" : String(r.keys_count)],
      ["Loose items", r.loose_items || "None"],
      ["Conditions", conditions.join(", ") || "None"],
      ["State", view.state === "incomplete" ? "Incomplete (recorded by an older app)" : view.state === "signed" ? "Signed" : "Not signed"],
    ],
    3,
  );
  if (view.notes) w.text(`Notes: ${view.notes}`);

  diagram(w, view);
  if (pickup && pickup.state !== "not_started") deliveryAgainstPickup(w, view, pickup);
  else {
    if (view.damages.length === 0) w.text(r.no_damage ? "No damage." : "No damage marked.");
    view.damages.forEach((d, i) => w.text(damageLine(d, i)));
  }
  w.y += 6;

  signature(w, view, zone);
  photos(w, view, zone, images);
}

const damageLine = (d: InspectionView["damages"][number], i: number) =>
  `${i + 1}. ${d.description.replace(/ \(\d+\)$/, "")}   Code ${d.code}`;

/**
 * Version 2 restates what pickup recorded (pre-existing damage) and marks each delivery damage in
 * an area pickup had none as new, noted at delivery (DECISIONS.md "Bill of lading"), with the keys
 * and loose items pickup recorded that delivery lacks (claims.ts, the job detail's own rules).
 */
function deliveryAgainstPickup(w: PdfWriter, delivery: InspectionView, pickup: InspectionView) {
  const compared = compareInspections(pickup, delivery);
  const isNew = new Set(compared.new_damages.map((d) => d.id));
  w.text(
    compared.pre_existing.length === 0
      ? "Pre-existing damage (recorded at pickup): none."
      : `Pre-existing damage (recorded at pickup): ${compared.pre_existing.map((d) => `${d.description.replace(/ \(\d+\)$/, "")} (${d.code})`).join("; ")}.`,
    { color: MUTED },
  );
  if (delivery.damages.length === 0) w.text(delivery.readings.no_damage ? "No damage at delivery." : "No damage marked at delivery.");
  delivery.damages.forEach((d, i) =>
    w.text(`${damageLine(d, i)}   ${isNew.has(d.id) ? "NEW: noted at delivery" : "also recorded at pickup"}`, {
      color: isNew.has(d.id) ? RED : INK,
      bold: isNew.has(d.id),
    }),
  );
  for (const line of describeMissingItems(compared.missing)) w.text(`Missing at delivery: ${line}`, { color: RED, bold: true });
}

/** Both views side by side, with the markers numbered as the damage list is. */
function diagram(w: PdfWriter, view: InspectionView) {
  const height = 110;
  w.ensure(height + 10);
  const layout = { top: { x: 0, scale: height / DIAGRAM_BOX.top.height }, side: { x: 80, scale: 220 / DIAGRAM_BOX.side.width } };
  for (const v of ["top", "side"] as const) {
    for (const path of DIAGRAM_PATHS[v]) w.svg(path, layout[v].x, layout[v].scale);
  }
  view.damages.forEach((d, i) => {
    const box = DIAGRAM_BOX[d.view];
    const { x, scale } = layout[d.view];
    const cx = x + d.x * box.width * scale;
    const cy = d.y * box.height * scale;
    w.circle(cx, cy, 5.5, RED);
    const saved = w.y;
    w.y += cy - 4;
    w.text(String(i + 1), { x: cx - (i + 1 >= 10 ? 3.6 : 1.8), size: 6.5, bold: true, color: WHITE, advance: false });
    w.y = saved;
  });
  w.y += height + 6;
}

/** Who signed: the customer (or the driver's attestation) and the driver as the carrier's agent, side by side. */
function signature(w: PdfWriter, view: InspectionView, zone: string | null) {
  const s = view.signature;
  if (!s) {
    w.text("Not signed.");
    return;
  }
  const at = `${atPlace(s.signed_at, zone)}${s.clock_doubtful ? ` (${CLOCK_DOUBTFUL}; received ${atPlace(s.received_at, zone)})` : ""}`;
  w.ensure(75);
  const half = w.contentWidth / 2;
  const customer = s.customer_unavailable
    ? `Customer not available. The driver attests: "${s.attestation ?? ""}" (${at})`
    : `Signed by ${s.signer_name ?? ""}, ${at}`;
  const carrier = s.driver_name ? `Driver (carrier's agent): ${s.driver_name}, ${at}` : "Driver (carrier's agent): not asked at the time";
  const heights = [
    signatureBox(w, { x: 0, width: half - 12, strokes: s.customer_unavailable ? [] : s.strokes, caption: customer }),
    signatureBox(w, { x: half, width: half - 12, strokes: s.driver_strokes, caption: carrier }),
  ];
  w.y += Math.max(...heights) + 12;
}

/** A signature's strokes in a 150 × 50 box at x, its caption under it; answers the height used (the line stays). */
function signatureBox(w: PdfWriter, box: { x: number; width: number; strokes: [number, number][][]; caption: string }): number {
  const path = box.strokes
    .map((stroke) => stroke.map(([x, y], i) => `${i === 0 ? "M" : "L"} ${(x * 150).toFixed(1)} ${(y * 50).toFixed(1)}`).join(" "))
    .join(" ");
  const padHeight = path ? 52 : 0;
  if (path) w.svg(path, box.x, 1, { color: INK, width: 1 });
  w.y += padHeight;
  const captionHeight = w.text(box.caption, { x: box.x, width: box.width, advance: false });
  w.y -= padHeight;
  return padHeight + captionHeight;
}

function photos(w: PdfWriter, view: InspectionView, zone: string | null, images: Map<string, PDFImage>) {
  const columns = 4;
  const gap = 8;
  const width = (w.contentWidth - gap * (columns - 1)) / columns;
  const height = width * 0.75;
  for (let i = 0; i < view.photos.length; i += columns) {
    const row = view.photos.slice(i, i + columns);
    w.ensure(height + 40);
    row.forEach((p, c) => {
      const image = images.get(p.id);
      if (image) w.image(image, c * (width + gap), width, height);
      const saved = w.y;
      w.y += height + 2;
      const position = p.latitude !== null && p.longitude !== null ? `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}` : "no position";
      const taken = `${atPlace(p.captured_at, zone)}${p.clock_doubtful ? ` (${CLOCK_DOUBTFUL})` : ""}`;
      w.text(`${photoPlaceLabel(p.place)} · ${taken} · ${position}`, {
        x: c * (width + gap),
        width,
        size: 6.5,
        color: MUTED,
        advance: false,
      });
      w.y = saved;
    });
    w.y += height + 26;
  }
}
