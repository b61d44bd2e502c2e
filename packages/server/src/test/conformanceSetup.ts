// Setup file of the server test projects (vitest.config.ts): a test fails when an answer it received does not
// match the OpenAPI document (src/test/responseConformance.ts); each file's count goes to the global summary.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, inject } from 'vitest';
import { takeConformance } from './responseConformance';

const totals = { checked: 0, unchecked: 0, operations: new Set<string>() };

function collect(): string[] {
  const { checked, unchecked, operations, mismatches } = takeConformance();
  totals.checked += checked;
  totals.unchecked += unchecked;
  for (const operation of operations) totals.operations.add(operation);
  return mismatches;
}

function fail(mismatches: string[]): void {
  if (mismatches.length === 0) return;
  const shown = mismatches.slice(0, 10).map((line) => `  - ${line}`);
  throw new Error(
    `${mismatches.length} answer(s) do not match the OpenAPI document:\n${shown.join('\n')}${mismatches.length > 10 ? '\n  ...' : ''}`,
  );
}

afterEach(() => fail(collect()));

afterAll(() => {
  const mismatches = collect();
  const dir = inject('conformanceDir');
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const { checked, unchecked, operations } = totals;
    writeFileSync(
      path.join(dir, `${randomUUID()}.json`),
      JSON.stringify({ checked, unchecked, operations: [...operations], mismatches: mismatches.length }),
    );
  }
  fail(mismatches);
});
