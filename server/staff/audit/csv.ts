/** First characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Characters that make a cell quoted. */
const QUOTED = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): a text starting like a formula (= + - @ tab CR) is prefixed with `'`
 * so spreadsheets show it as text; cells with commas, quotes or line breaks are quoted.
 */
export function csvCell(value: unknown): string {
  return csvText(value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
}

/** csvCell of a text. */
export function csvText(text: string): string {
  const cell = FORMULA_START.test(text) ? `'${text}` : text;
  return QUOTED.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Lines of CSV (CRLF line ends, as RFC 4180 says) from a header and rows. */
export function csvLines(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvRow).join('');
}

/** One CSV line, with its CRLF. */
export function csvRow(row: readonly unknown[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}
