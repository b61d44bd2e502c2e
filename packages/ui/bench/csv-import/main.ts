// The bench page: reads bench.csv (a generated 10 MB file) the way <BulkImport> does — loadCsvFile: decode,
// papaparse, the starting mapping and the §5.3 validation in the CSV worker — then builds the import rows on the
// page; or, for the baseline, the same work (parseCsvBytes) in place on the main thread. A long-task observer records every
// main-thread block; the bench reads them for the time window of each step.
import { buildImportRows, loadCsvFile, newImportBatchId, parseCsvBytes } from '@curate/core/import';

interface Step {
  name: string;
  start: number;
  end: number;
}
const longTasks: Array<{ start: number; duration: number }> = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

async function run(mode: 'worker' | 'main') {
  const blob = await (await fetch('./bench.csv')).blob();
  const file = new File([blob], 'bench.csv', { type: 'text/csv' });
  await new Promise((r) => setTimeout(r, 100)); // let the fetch's own work settle
  longTasks.length = 0;
  const steps: Step[] = [];
  const step = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const value = await work();
    steps.push({ name, start, end: performance.now() });
    // Each step in a task of its own, as on the screen (the parse answer, then React's render that validates).
    await new Promise((r) => setTimeout(r, 0));
    return value;
  };
  // Decode, papaparse, the starting mapping and the §5.3 validation: in the CSV worker, or in place on the page.
  const csv = await step('parse', async () => {
    if (mode === 'worker') return loadCsvFile(file);
    const answer = parseCsvBytes({ bytes: await file.arrayBuffer() });
    if (!answer.ok) throw new Error(answer.message);
    return { ...answer.csv, fileName: file.name };
  });
  const { mapping, validation: checked } = csv.initial;
  const batchId = newImportBatchId();
  // The import rows, built 1,000 per task as the hook does at Process.
  const rows = await step('rows', () => buildImportRows(csv.rows, csv.headers, mapping, batchId));
  await new Promise((r) => setTimeout(r, 200)); // long tasks are reported after they end
  const longest = (from: number, to: number) =>
    Math.max(0, ...longTasks.filter((t) => t.start >= from - 1 && t.start < to).map((t) => t.duration));
  return {
    rows: csv.rows.length,
    columns: csv.headers.length,
    errors: checked.errors.length,
    importRows: rows.length,
    mapped: Object.keys(mapping).length,
    steps: steps.map((s) => ({ name: s.name, ms: s.end - s.start, longestTaskMs: longest(s.start, s.end) })),
  };
}

(window as unknown as { __run: typeof run }).__run = run;
