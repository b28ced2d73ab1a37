/** SPEC.md §9: the pagination control shows 5 page numbers around the current page. */
export const VISIBLE_PAGES = 5;

export function pageWindow(current: number, totalPages: number, visible = VISIBLE_PAGES): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(visible, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
