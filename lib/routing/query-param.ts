import { notFound } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { recordIdSchema } from "@/lib/api/record-id";

type SearchParams = Record<string, string | string[] | undefined>;

const idSchema = recordIdSchema();

/** The first value of a query parameter. */
export function firstParam(searchParams: SearchParams, key: string): string | undefined {
  const value = searchParams[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A record id passed as a query parameter (the spec's navigation "state", e.g. ?companyId=3):
 * null when absent, a 404 when present but not an id.
 */
export function queryId(searchParams: SearchParams, key: string): number | null {
  const value = firstParam(searchParams, key);
  if (value === undefined || value === "") return null;
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) notFound();
  return parsed.data;
}

/** A query's "not found" (AppError NOT_FOUND) as the page's 404. */
export async function orNotFound<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}
