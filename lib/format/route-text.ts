/** SPEC.md §2 Route cell: business name (or location when blank), cut to 15 characters plus an ellipsis. */
export const ROUTE_SIDE_LENGTH = 15;

export function routeSide(businessName: string | null | undefined, location: string | null | undefined): string {
  return (businessName?.trim() || location?.trim() || "").trim();
}

export function truncate(text: string, length = ROUTE_SIDE_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Job ids are shown as job-{id}. */
export const jobLabel = (id: number) => `job-${id}`;
