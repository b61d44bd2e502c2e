// Spending windows: the UTC day and the UTC calendar month containing an instant (docs/decisions.md).

/** One window: [start, end) and a key naming it in notification dedupe keys ('2026-11-25', '2026-11'). */
export interface SpendWindow {
  start: Date;
  end: Date;
  key: string;
}

/** The UTC day and UTC month that contain `now`. */
export function utcWindows(now: Date): { daily: SpendWindow; monthly: SpendWindow } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const dayStart = new Date(Date.UTC(y, m, d));
  const monthStart = new Date(Date.UTC(y, m, 1));
  return {
    daily: { start: dayStart, end: new Date(Date.UTC(y, m, d + 1)), key: iso(dayStart) },
    monthly: { start: monthStart, end: new Date(Date.UTC(y, m + 1, 1)), key: iso(monthStart).slice(0, 7) },
  };
}
