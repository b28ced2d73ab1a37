import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./page-size";
import { wholeNumberSchema } from "./record-id";

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

const emptyAsUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** `?limit=`: 1 to MAX_PAGE_SIZE, `size` when left out (every paged call, whatever its default). */
export const limitSchema = (size: number = DEFAULT_PAGE_SIZE) =>
  z.preprocess(
    emptyAsUndefined,
    wholeNumberSchema({
      min: 1,
      max: MAX_PAGE_SIZE,
      invalid: "Limit must be a whole number.",
      tooSmall: "Limit must be at least 1.",
      tooLarge: `Limit must be at most ${MAX_PAGE_SIZE}.`,
    }).default(size),
  );

export const pageQuerySchema = z.object({
  page: z.preprocess(
    emptyAsUndefined,
    wholeNumberSchema({
      min: 1,
      max: Number.MAX_SAFE_INTEGER,
      invalid: "Page must be a whole number.",
      tooSmall: "Page starts at 1.",
    }).default(1),
  ),
  limit: limitSchema(),
  search: z.preprocess((v) => (typeof v === "string" ? v : undefined), z.string().trim().max(100, "Search is too long.").default("")),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const offsetOf = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type Paged<T> = { rows: T[]; total: number; page: number; limit: number };
