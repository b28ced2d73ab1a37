/**
 * The one rule for a whole number sent as text (ids, odometers, counts). Pure and without zod,
 * so the driver's phone bundle shares it with the server.
 *
 * Decimal digits without a sign, space, leading zero, exponent or separator. Anything looser
 * ("01", " 13000", "+1", "0x10", "1e3") is refused rather than read: two spellings of one value
 * would let a loosely built client pass by accident.
 */
export const WHOLE_NUMBER_TEXT = /^(0|[1-9]\d{0,14})$/;

/** The number a value states (a JSON number, or WHOLE_NUMBER_TEXT), when whole and in range; else null. */
export function readWholeNumber(value: unknown, { min, max }: { min: number; max: number }): number | null {
  const number = typeof value === "string" && WHOLE_NUMBER_TEXT.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= min && number <= max ? number : null;
}
