import { thumbnailProps } from "@/lib/files/file-url";
import { driverFileUrl } from "@/lib/driver-link/paths";
import type { DriverJobView } from "@/lib/driver-link/load-driver-page";

type StepSummary = {
  title: string;
  mileageLabel: string;
  mileage: number | null;
  notesLabel: string;
  notes: string | null;
  photos: string[];
};

/** What the driver recorded at check-in and at delivery, with the photos (loaded with the link token). */
export function RideSummary({ job, token }: { job: DriverJobView; token: string }) {
  const { ride } = job;
  const steps: StepSummary[] = [];
  if (ride.ride_status) {
    steps.push({
      title: "Check-in",
      mileageLabel: "Mileage",
      mileage: ride.checkin_mileage,
      notesLabel: "Damage notes",
      notes: ride.damage_notes,
      photos: ride.vehicle_photos,
    });
  }
  if (ride.ride_status === "delivered") {
    steps.push({
      title: "Delivery",
      mileageLabel: "Ending mileage",
      mileage: ride.ending_mileage,
      notesLabel: "Delivery notes",
      notes: ride.delivery_notes,
      photos: ride.delivery_photos,
    });
  }
  return steps.map((step) => (
    <section key={step.title} aria-label={step.title} className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 className="text-sm font-semibold text-muted-foreground">{step.title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{step.mileageLabel}</dt>
        <dd>{step.mileage === null ? "-" : `${step.mileage.toLocaleString("en-US")} mi`}</dd>
        <dt className="text-muted-foreground">{step.notesLabel}</dt>
        <dd className="break-words">{step.notes || "-"}</dd>
      </dl>
      {step.photos.length > 0 && (
        <ul className="grid grid-cols-4 gap-2" aria-label={`${step.title} photos`}>
          {step.photos.map((url, i) => (
            <li key={url}>
              <a
                href={driverFileUrl(url, token)}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-md border bg-muted"
              >
                <img
                  {...thumbnailProps(driverFileUrl(url, token), "25vw")}
                  alt={`${step.title} photo ${i + 1}`}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  ));
}
