/** '2026-11-25' → 'Nov 25' (the day is UTC, so it is read as UTC). */
export const shortDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
