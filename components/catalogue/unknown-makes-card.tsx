import { PlusIcon } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { LocalTime } from "@/components/ui/local-time";
import type { UnknownMake } from "@/lib/vin/unknown-makes";

/** Add Vehicle filled with a make (and its model) seen in a VIN. */
export const addVehicleHref = (make: string, model: string) =>
  `/setting/add-vehicle?${new URLSearchParams(model ? { make, model } : { make }).toString()}`;

/**
 * Settings (staff): the makes decoded from VINs that the catalogue lacks, so customers could not
 * choose them; each is offered to add, with the model and VIN last seen (issue 34).
 */
export function UnknownMakesCard({ makes }: { makes: UnknownMake[] }) {
  if (makes.length === 0) return null;
  return (
    <section aria-labelledby="unknown-makes-title" className="rounded-xl border bg-card shadow-sm">
      <div className="border-b px-4 py-4 sm:px-6">
        <h2 id="unknown-makes-title" className="font-semibold">
          Makes from VINs, not in the catalogue
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A VIN entered in a job request decoded to these makes; customers cannot choose them until they are added.
        </p>
      </div>
      <ul className="divide-y">
        {makes.map((unknown) => (
          <li key={unknown.make} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm sm:px-6">
            <div className="min-w-0">
              <p className="font-medium break-words">
                {unknown.make}
                {unknown.model ? <span className="font-normal text-muted-foreground"> · {unknown.model}</span> : null}
              </p>
              <p className="text-muted-foreground">
                Seen {unknown.seenCount === 1 ? "once" : `${unknown.seenCount} times`}, last <LocalTime value={unknown.lastSeenAt} /> (VIN{" "}
                <span className="font-mono">{unknown.vin}</span>)
              </p>
            </div>
            <ButtonLink href={addVehicleHref(unknown.make, unknown.model)} variant="outline" size="sm">
              <PlusIcon aria-hidden="true" />
              Add {unknown.make}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
