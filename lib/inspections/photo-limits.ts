import type { PhotoPlace } from "./vocabulary";

/**
 * How many photos an inspection holds, per kind of place: each slot its photo and a few retakes
 * (the latest is the slot's), 10 per damage marked (and 10 for the one being marked, whose photos
 * come before it), 30 extras. Far above a real inspection; what keeps a link from filling the
 * disk (405 photos of 2 MB were once accepted in 20 s).
 */
export const PHOTOS_PER_SLOT = 5;
export const PHOTOS_PER_DAMAGE = 10;
export const MAX_EXTRA_PHOTOS = 30;

/** The most photos `place` may hold, given the damages marked so far. */
export function photoLimitOf(place: PhotoPlace, damages: number): number {
  if (place === "extra") return MAX_EXTRA_PHOTOS;
  if (place === "damage") return PHOTOS_PER_DAMAGE * (damages + 1);
  return PHOTOS_PER_SLOT;
}

export function tooManyPhotos(place: PhotoPlace, limit: number): string {
  const what = place === "extra" ? "extra photos" : place === "damage" ? "damage photos for the damages marked" : "photos of this slot";
  return `This inspection already has ${limit} ${what}, the most it takes.`;
}
