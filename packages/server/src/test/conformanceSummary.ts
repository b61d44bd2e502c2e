// Global setup of the server test projects: prints how many answers the response-conformance hook checked
// against the OpenAPI document in the whole run (src/test/responseConformance.ts, issue #13).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test file writes its conformance counts. */
    conformanceDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'curate-conformance-'));
  project.provide('conformanceDir', dir);
  return () => {
    const files = readdirSync(dir).map(
      (name) =>
        JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
          checked: number;
          unchecked: number;
          operations: string[];
          mismatches: number;
        },
    );
    rmSync(dir, { recursive: true, force: true });
    const checked = files.reduce((n, file) => n + file.checked, 0);
    if (files.length === 0) return;
    const unchecked = files.reduce((n, file) => n + file.unchecked, 0);
    const mismatches = files.reduce((n, file) => n + file.mismatches, 0);
    const operations = new Set(files.flatMap((file) => file.operations));
    console.log(
      `[${project.name}] response conformance: ${checked} answers checked against the OpenAPI document (${operations.size} operations and the error shape of unrouted answers), ${mismatches} mismatches, ${unchecked} without a body to check`,
    );
  };
}
