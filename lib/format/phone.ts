/** SPEC.md §9: phone values are digits only, at most 15; the input assumes the US (+1). */
export const MAX_PHONE_DIGITS = 15;

/** Keeps digits only, at most 15. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, MAX_PHONE_DIGITS);
}

/** "2145550100" -> "(214) 555-0100" for 10-digit North American numbers; others as digits. */
export function formatPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value ?? "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length === 10) return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  return digits || "-";
}
