// Reading PostgreSQL errors through drizzle's wrapping (the driver's error is a `cause`).

/** The constraint a unique violation (23505) broke, or null when `error` is not one. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
