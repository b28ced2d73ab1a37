/** "2.5", "2.50", "$1,200" dollars as cents; anything else is left for the schema to refuse (no zod: the driver's bundle uses it too). */
export function dollarsAsCents(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return text === "" ? undefined : text;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
