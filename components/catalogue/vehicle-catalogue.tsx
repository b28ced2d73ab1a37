"use client";

import * as React from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { CarIcon, PencilIcon, PlusIcon } from "lucide-react";
import { toast } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { lazyPart } from "@/components/ui/lazy-dialog";
import { api, toastError } from "@/lib/api/client";
import type { VehicleMakeForm } from "@/lib/catalogue/schemas";
import { cn } from "@/lib/utils";
import type { VehicleClass } from "@/lib/vehicles/vehicle-classes";

// The inline edit (react-hook-form, and zod when it validates) is fetched when it first opens.
const MakeForm = lazyPart(() => import("./make-form").then((m) => m.MakeForm));
// Server-rendered, posting to its server action before its code is here (react-hook-form loads after the page).
const ModelClassesForm = lazyPart(() => import("./model-classes-form").then((m) => m.ModelClassesForm));

export type CatalogueMake = { id: number; make: string; models: string[]; model_classes: Record<string, VehicleClass> };

const UPDATED = "Vehicle Updated";

/**
 * SPEC.md §2 "Settings (vehicle catalogue)": the makes, the chosen make's models, and an
 * inline edit of both. ?make= chooses the make (Add vehicle returns with it).
 */
export function VehicleCatalogue({ makes }: { makes: CatalogueMake[] }) {
  const router = useRouter();
  const requested = Number(useSearchParams().get("make"));
  const [selectedId, setSelectedId] = React.useState<number | null>(null);
  const [isEditing, setIsEditing] = React.useState(false);
  const selected = makes.find((m) => m.id === (selectedId ?? requested)) ?? makes[0] ?? null;

  function choose(id: number) {
    setSelectedId(id);
    setIsEditing(false);
  }

  async function save(values: VehicleMakeForm) {
    if (!selected) return;
    try {
      const { message } = await api("update-vehicle-make-model", { method: "PUT", body: { id: selected.id, ...values } });
      toast.success(message || UPDATED);
      setIsEditing(false);
      router.refresh();
    } catch (error) {
      toastError(error, "Failed to update vehicle.");
    }
  }

  return (
    <section aria-labelledby="catalogue-title" className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-4 sm:px-6">
        <div>
          <h2 id="catalogue-title" className="font-semibold">
            Vehicle catalogue
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">The makes and models customers choose from in a job request.</p>
        </div>
        <ButtonLink href="/setting/add-vehicle">
          <PlusIcon aria-hidden="true" />
          Add vehicle
        </ButtonLink>
      </div>
      <div className="grid grid-cols-1 md:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Makes" className="min-w-0 border-b p-3 md:border-r md:border-b-0">
          <h3 className="px-2 pb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">Makes</h3>
          {makes.length === 0 ? (
            <p className="px-2 py-4 text-sm text-muted-foreground">No data available</p>
          ) : (
            <ul className="flex gap-1 overflow-x-auto pb-1 md:grid md:max-h-[28rem] md:overflow-y-auto md:pb-0">
              {makes.map((make) => {
                const isSelected = make.id === selected?.id;
                return (
                  <li key={make.id} className="shrink-0">
                    <button
                      type="button"
                      aria-current={isSelected ? "true" : undefined}
                      onClick={() => choose(make.id)}
                      className={cn(
                        "flex w-full items-center justify-between gap-3 rounded-md px-2 py-2 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                        isSelected && "bg-accent font-medium text-accent-foreground",
                      )}
                    >
                      <span className="truncate">{make.make}</span>
                      <span className="text-xs text-muted-foreground tabular-nums">{make.models.length}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </nav>
        <div className="min-w-0 p-4 sm:p-6">
          {selected && isEditing ? (
            <MakeForm
              key={selected.id}
              initial={{ make: selected.make, models: selected.models.length > 0 ? selected.models : [""] }}
              submitLabel="Save"
              onSave={save}
              onCancel={() => setIsEditing(false)}
            />
          ) : (
            <MakeModels make={selected} onEdit={() => setIsEditing(true)} />
          )}
        </div>
      </div>
    </section>
  );
}

function MakeModels({ make, onEdit }: { make: CatalogueMake | null; onEdit: () => void }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <CarIcon aria-hidden="true" className="size-5 text-muted-foreground" />
          <h3 className="text-lg font-semibold">{make ? make.make : "Models"}</h3>
          {make ? <Badge variant="secondary">{make.models.length} models</Badge> : null}
        </div>
        {make ? (
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        ) : null}
      </div>
      {make && make.models.length > 0 ? (
        <ModelClassesForm key={`${make.id}:${make.models.join("|")}`} make={make} />
      ) : (
        <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">No models available</p>
      )}
    </div>
  );
}
