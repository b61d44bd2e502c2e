const warned = new Set<string>();

/** Logs a `[curate]` console warning once per distinct message (a re-render or StrictMode does not repeat it). */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[curate] ${message}`);
}
