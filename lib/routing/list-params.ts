import { DEFAULT_PAGE_SIZE, pageQuerySchema } from "@/lib/api/pagination";

type SearchParams = Record<string, string | string[] | undefined>;

/** A list page's URL state (?page, ?search, ?tab); anything unreadable falls back to the default. */
export function listParams(searchParams: SearchParams): { page: number; limit: number; search: string; tab: string | undefined } {
  const first = (key: string) => {
    const value = searchParams[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const parsed = pageQuerySchema.safeParse({ page: first("page"), search: first("search") });
  return {
    page: parsed.success ? parsed.data.page : 1,
    limit: DEFAULT_PAGE_SIZE,
    search: parsed.success ? parsed.data.search : "",
    tab: first("tab") || undefined,
  };
}
