import { DropletsIcon, FuelIcon, MessageSquareTextIcon } from "lucide-react";
import type { DriverJobView } from "@/lib/driver-link/load-driver-page";

/** What the customer asked of the driver: service options and notes. Nothing when there is none. */
export function JobNotes({ job }: { job: DriverJobView }) {
  const options = [
    job.deliver_washed && { icon: DropletsIcon, text: "Deliver washed" },
    job.deliver_full && { icon: FuelIcon, text: "Deliver full" },
  ].filter((o): o is { icon: typeof FuelIcon; text: string } => Boolean(o));
  if (options.length === 0 && !job.driver_notes) return null;
  return (
    <section aria-label="Notes for the driver" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 className="text-sm font-semibold text-muted-foreground">Notes for the driver</h2>
      {options.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {options.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-sm text-accent-foreground">
              <Icon className="size-3.5" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      )}
      {job.driver_notes && (
        <p className="flex items-start gap-2 text-sm">
          <MessageSquareTextIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="break-words">{job.driver_notes}</span>
        </p>
      )}
    </section>
  );
}
