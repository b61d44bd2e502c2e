// The export's file name when the server gives none — spec part 1 §7 (products_export_{timestamp}.csv).

/** A file-name-safe UTC timestamp, e.g. '20250302_141503'. */
export function catalogCsvTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '_');
}
