/** SPEC.md §9: page from 1, page size 10; the maximum keeps one request bounded. Without zod, for the screens. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
