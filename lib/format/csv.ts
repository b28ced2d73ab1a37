/** A CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised (a spreadsheet would run it). */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: readonly string[]) => fields.map(csvField).join(",");

/** A CSV file: the header row, then the rows, with CRLF line ends (RFC 4180). */
export const csvText = (columns: readonly string[], rows: string[][]) => `${[columns, ...rows].map(csvLine).join("\r\n")}\r\n`;
