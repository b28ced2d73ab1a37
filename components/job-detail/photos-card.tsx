import { ImageIcon } from "lucide-react";
import { thumbnailProps } from "@/lib/files/file-url";
import { DetailCard, EmptyNote } from "./detail-card";

type PhotoGroup = { label: string; urls: string[] };

/**
 * Delivery photos (and the driver's check-in photos) as a grid of links to the full image.
 * `inspectionPhotos` counts the inspections' own photos, shown on their cards: without other
 * photos the card points there instead of saying there are none.
 */
export function PhotosCard({ groups, inspectionPhotos }: { groups: PhotoGroup[]; inspectionPhotos: number }) {
  const filled = groups.filter((g) => g.urls.length > 0);
  return (
    <DetailCard title="Photos" icon={ImageIcon}>
      {filled.length === 0 ? (
        <EmptyNote>
          {inspectionPhotos === 0
            ? "No photos yet."
            : `${inspectionPhotos} ${inspectionPhotos === 1 ? "photo is" : "photos are"} in the inspections above, with their times and places.`}
        </EmptyNote>
      ) : (
        <div className="space-y-5">
          {filled.map((group) => (
            <section key={group.label} aria-label={group.label} className="space-y-2">
              <h3 className="text-sm font-medium text-muted-foreground">{group.label}</h3>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {group.urls.map((url, i) => (
                  <li key={url}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noreferrer"
                      className="block overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      <img
                        {...thumbnailProps(url, "(min-width: 1024px) 220px, (min-width: 640px) 30vw, 50vw")}
                        alt={`${group.label} ${i + 1}`}
                        loading="lazy"
                        className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </DetailCard>
  );
}
