// The bench page: reads bench.csv (a generated 10 MB file) the way useBulkImport does — a CSV session opened when
// the widget mounts (its worker ready before a file comes), then loadCsvFile: decode, papaparse, the starting mapping
// and the §5.3 validation in the worker, only the summary sent back — then a validation for a changed mapping, and
// the import rows a run sends, taken from the worker 100 at a time. The baseline does the same work in place on
// the main thread (parseCsvBytes, validateCsv, toImportRow). A long-task observer records every main-thread block;
// the bench reads them for the time window of each step.
import {
  loadCsvFile,
  newImportBatchId,
  openCsvSession,
  parseCsvBytes,
  toImportRow,
  validateCsv,
} from '@curate/core/import';

interface Step {
  name: string;
  start: number;
  end: number;
  /** The page's used JS heap right after the step (Chromium's performance.memory), garbage included. */
  heapMiB: number;
}
const usedHeapMiB = () =>
  ((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 2 ** 20;
const longTasks: Array<{ start: number; duration: number }> = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const RUN_BATCH = 100;

async function run(mode: 'worker' | 'worker-cold' | 'main') {
  // As the hook: the session opens with the widget, before a file is picked ('worker-cold' opens it at the pick).
  let session = mode === 'worker' ? openCsvSession() : null;
  const blob = await (await fetch('./bench.csv')).blob();
  const file = new File([blob], 'bench.csv', { type: 'text/csv' });
  await new Promise((r) => setTimeout(r, 300)); // let the fetch's and the worker's start settle
  longTasks.length = 0;
  const steps: Step[] = [];
  const step = async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const value = await work();
    steps.push({ name, start, end: performance.now(), heapMiB: usedHeapMiB() });
    // Each step in a task of its own, as on the screen (the answer, then React's render).
    await new Promise((r) => setTimeout(r, 0));
    return value;
  };
  const batchId = newImportBatchId();
  let result: { rows: number; columns: number; errors: number; importRows: number };
  if (mode !== 'main') {
    const csv = await step('parse', () => {
      session ??= openCsvSession();
      return loadCsvFile(file, session);
    });
    const { mapping, validation } = csv.initial;
    // A mapping change: the brand select moved to another column, validated again in the worker.
    const changed = await step('revalidate', () => session!.validate({ ...mapping, brand: 'Country' }));
    // The run's rows, a batch at a time as runBulkImport takes them (without the network in between).
    const importRows = await step('rows', async () => {
      let taken = 0;
      for (let start = 0; start < csv.rowCount; ) {
        const batch = await session!.rows({ start, maxRows: RUN_BATCH, mapping, importBatchId: batchId });
        taken += batch.rows.length;
        start = batch.next;
      }
      return taken;
    });
    session!.close();
    result = {
      rows: csv.rowCount,
      columns: csv.headers.length,
      errors: validation.errorCount + changed.errorCount,
      importRows,
    };
  } else {
    const csv = await step('parse', async () => {
      const answer = parseCsvBytes({ bytes: await file.arrayBuffer() });
      if (!answer.ok) throw new Error(answer.message);
      return answer.csv;
    });
    const { mapping, validation } = csv.initial;
    const changed = await step('revalidate', () => validateCsv(csv, { ...mapping, brand: 'Country' }));
    const importRows = await step(
      'rows',
      () => csv.rows.map((cells, index) => toImportRow(cells, index, csv.headers, mapping, batchId)).length,
    );
    result = {
      rows: csv.rows.length,
      columns: csv.headers.length,
      errors: validation.errors.length + changed.errors.length,
      importRows,
    };
  }
  await new Promise((r) => setTimeout(r, 200)); // long tasks are reported after they end
  const longest = (from: number, to: number) =>
    Math.max(0, ...longTasks.filter((t) => t.start >= from - 1 && t.start < to).map((t) => t.duration));
  return {
    ...result,
    steps: steps.map((s) => ({
      name: s.name,
      ms: s.end - s.start,
      longestTaskMs: longest(s.start, s.end),
      heapMiB: s.heapMiB,
    })),
  };
}

(window as unknown as { __run: typeof run }).__run = run;
