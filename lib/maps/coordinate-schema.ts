import { z } from "zod";

/** Blank, null and undefined are left out; text is read as a number (not a number stays NaN). */
const readNumber = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "")
    ? undefined
    : typeof value === "string"
      ? Number(value)
      : value;

function coordinateNumber(label: string, limit: 90 | 180) {
  const range = `${label} must be between -${limit} and ${limit}.`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a number.`) })
    .min(-limit, range)
    .max(limit, range);
}

/**
 * A latitude (limit 90) or longitude (limit 180) as a form or a call sends it, a number or its
 * text: "{label} is required." when left out, "{label} must be a number.", "{label} must be
 * between -{limit} and {limit}.". The one coordinate rule of every schema.
 */
export const coordinateSchema = (label: string, limit: 90 | 180) => z.preprocess(readNumber, coordinateNumber(label, limit));

/** The same, where the coordinate may be left out (blank and null read as left out). */
export const optionalCoordinateSchema = (label: string, limit: 90 | 180) =>
  z.preprocess(readNumber, coordinateNumber(label, limit).optional());
