// Test-only helpers shared by the contract's *.test.ts files; not exported from the package.

/** A distinct uuid per number, e.g. uid(1) → 6f1c2f1e-0000-4000-8000-000000000001. */
export const uid = (n: number): string => `6f1c2f1e-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Fixed ISO timestamps. */
export const T1 = '2024-05-01T10:00:00.000Z';
export const T2 = '2024-05-02T08:30:00+02:00';

/** The issue paths of a failed parse, joined with '.', for compact assertions. */
export function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => i.path.map(String).join('.'));
}

/** The issue messages of a failed parse. */
export function issueMessages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((i) => i.message);
}
