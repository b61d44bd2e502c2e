// The bulk run and its reducer — spec part 2 §4.2, §8.1 (issue #18), against a stand-in batch call.
import { describe, expect, it } from 'vitest';
import type { RawProductBatchImportResponse, RawProductImport } from '../contract/index';
import { ApiError } from '../client/index';
import { createFormat, importMessages } from '../messages/index';
import { bulkImportReducer, initialBulkImportState, progressText, runProgress } from './bulkImportState';
import { batchesOf, runBulkImport } from './bulkRun';

const rows = (n: number): RawProductImport[] =>
  Array.from({ length: n }, (_, i) => ({ customer_product_id: `R-${i + 1}`, product_details: `row ${i + 1}` }));
const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** A server that imports and enhances every row until `balance` rows have been enhanced. */
function server(options: { balance?: number; limit?: boolean; suspended?: boolean; unchanged?: boolean } = {}) {
  let enhanced = 0;
  const calls: number[] = [];
  const send = async (batch: RawProductImport[]): Promise<RawProductBatchImportResponse> => {
    calls.push(batch.length);
    const results: RawProductBatchImportResponse['results'] = [];
    let stopped: RawProductBatchImportResponse['stopped'] = null;
    for (const [index, row] of batch.entries()) {
      const can = options.balance === undefined || enhanced < options.balance;
      const enhancement = options.unchanged ? 'not_needed' : options.suspended || !can ? 'refused' : 'queued';
      if (enhancement === 'queued') enhanced++;
      results.push({
        index,
        customer_product_id: row.customer_product_id,
        source_file_row: null,
        raw_product_id: id(index),
        outcome: options.unchanged ? 'unchanged' : 'created',
        enhancement,
        job_id: null,
        existing_product_id: null,
      });
      if (!options.suspended && !options.unchanged && !can) {
        stopped = { index, status: options.limit ? 429 : 402, code: 'x', detail: 'x' };
        break;
      }
    }
    const queued = results.filter((r) => r.enhancement === 'queued').length;
    return {
      success: true,
      import_batch_id: null,
      results,
      created: options.unchanged ? 0 : results.length,
      updated: 0,
      unchanged: options.unchanged ? results.length : 0,
      enhancing: queued,
      stopped,
      refused: options.suspended
        ? { index: 0, status: 403, code: 'account_suspended', detail: 'Account suspended: x' }
        : null,
      warnings: [],
    };
  };
  return { send, calls };
}

describe('runBulkImport', () => {
  it("imports in batches and finishes with the spec's success texts", async () => {
    const { send, calls } = server();
    const outcome = await runBulkImport({
      rows: [...rows(5), { customer_product_id: '', product_details: 'x' }],
      send,
      isCancelled: () => false,
      batchRows: 2,
    });
    expect(calls).toEqual([2, 2, 1]);
    expect(outcome.phase).toBe('finished');
    expect(outcome.message).toBe(
      'Successfully imported 5 products!\n5 products are being enhanced\n1 rows skipped due to missing data\nCheck the Dashboard and Review Queue tabs to follow their progress.',
    );
  });

  it('words the run, its notices and the progress with the given texts and locale (issue #21)', async () => {
    const { send } = server({ balance: 1 });
    const messages = {
      ...importMessages,
      creditsStopped: (n: number) => `${n} Produkte importiert, Anreicherung gestoppt.`,
      bulkEnhancementBlocked: 'Massenanreicherung blockiert.',
    };
    const outcome = await runBulkImport({ rows: rows(3), send, isCancelled: () => false, batchRows: 1, messages });
    expect(outcome.message).toBe('2 Produkte importiert, Anreicherung gestoppt.');
    expect(outcome.notices.map((n) => n.message)).toEqual(['Massenanreicherung blockiert.']);
    const counts = {
      processed: 1250,
      total: 3000,
      imported: 1200,
      created: 0,
      updated: 0,
      unchanged: 0,
      enhancing: 1000,
      skipped: 50,
      failed: 0,
    };
    expect(progressText(counts)).toBe(
      'Processing 1,250 of 3,000 products (1,200 imported, 1,000 enhancing, 50 skipped)',
    );
    const german = { progress: (p: string, t: string, ...rest: string[]) => `${p} von ${t} (${rest.join('/')})` };
    expect(progressText({ ...counts, failed: 2 }, german, createFormat('de-DE'))).toBe(
      '1.250 von 3.000 (1.200/1.000/50/2)',
    );
  });

  it("cancels between batches: 'Canceled by user. N products imported, M enhancing.'", async () => {
    const { send } = server();
    let batches = 0;
    const outcome = await runBulkImport({
      rows: rows(10),
      send: (b) => (batches++, send(b)),
      isCancelled: () => batches === 1,
      batchRows: 4,
    });
    expect(outcome).toMatchObject({
      phase: 'cancelled',
      message: 'Canceled by user. 4 products imported, 4 enhancing.',
    });
  });

  it('stops at the row the balance cannot pay (402: 15 s error toast), or the spending limit (429: 10 s warning)', async () => {
    const credits = await runBulkImport({
      rows: rows(10),
      send: server({ balance: 5 }).send,
      isCancelled: () => false,
      batchRows: 4,
    });
    expect(credits).toMatchObject({
      phase: 'stopped',
      message: 'Imported 6 products. Enhancement stopped due to insufficient credits.',
    });
    expect(credits.notices).toEqual([
      { kind: 'error', message: expect.stringContaining('insufficient credits'), duration: 15_000 },
    ]);
    const limit = await runBulkImport({
      rows: rows(10),
      send: server({ balance: 1, limit: true }).send,
      isCancelled: () => false,
    });
    expect(limit).toMatchObject({
      phase: 'stopped',
      message: 'Imported 2 products. Enhancement stopped due to spending limit.',
    });
    expect(limit.notices).toEqual([
      {
        kind: 'warning',
        message: 'Spending limit reached. Products imported but enhancements stopped.',
        duration: 10_000,
      },
    ]);
  });

  it("shows the 10 s 'Account Suspended' notice once and goes on importing", async () => {
    const outcome = await runBulkImport({
      rows: rows(5),
      send: server({ suspended: true }).send,
      isCancelled: () => false,
      batchRows: 2,
    });
    expect(outcome).toMatchObject({ phase: 'finished', counts: { imported: 5, enhancing: 0 } });
    expect(outcome.notices).toEqual([
      {
        id: 'curate-account-suspended',
        kind: 'error',
        message: 'Account Suspended: Cannot run enhancements. Please contact your administrator.',
        duration: 10_000,
      },
    ]);
  });

  it('sends a batch once more when its answer was lost (the import is idempotent), and skips it if that fails too', async () => {
    const lost = () => new ApiError({ status: 0, code: 'timeout', message: 'timeout', body: null });
    let attempts = 0;
    const flaky = async (batch: RawProductImport[]) => {
      attempts++;
      if (attempts === 1) throw lost();
      return server({ unchanged: attempts === 2 }).send(batch);
    };
    const retried = await runBulkImport({ rows: rows(2), send: flaky, isCancelled: () => false });
    expect(attempts).toBe(2);
    expect(retried.counts).toMatchObject({ imported: 2, unchanged: 2, skipped: 0 });
    const down = async () => {
      throw lost();
    };
    const lostTwice = await runBulkImport({ rows: rows(2), send: down, isCancelled: () => false });
    expect(lostTwice).toMatchObject({ phase: 'failed', counts: { failed: 2, skipped: 0 } });
  });

  it('ends in an error when every row was skipped, with the server detail or the fallback', async () => {
    const failing = async () => {
      throw new ApiError({
        status: 500,
        code: 'internal_error',
        detail: 'Database down',
        message: 'Database down',
        body: null,
      });
    };
    expect(await runBulkImport({ rows: rows(3), send: failing, isCancelled: () => false })).toMatchObject({
      phase: 'failed',
      message: 'Database down',
    });
    const none = await runBulkImport({
      rows: [{ customer_product_id: ' ', product_details: 'x' }],
      send: server().send,
      isCancelled: () => false,
    });
    expect(none).toMatchObject({
      phase: 'failed',
      message: 'All 1 rows were skipped due to errors. Please check the console for details and try again.',
    });
  });

  it('tells rows lost to failed calls apart from rows skipped for missing data in the summary', async () => {
    const { send } = server();
    let call = 0;
    const secondFails = async (batch: RawProductImport[]) => {
      call++;
      if (call === 2)
        throw new ApiError({ status: 503, code: 'internal_error', detail: 'Database down', message: 'x', body: null });
      return send(batch);
    };
    const outcome = await runBulkImport({
      rows: [...rows(5), { customer_product_id: 'R-6', product_details: '  ' }],
      send: secondFails,
      isCancelled: () => false,
      batchRows: 2,
    });
    expect(outcome).toMatchObject({
      phase: 'finished',
      counts: { processed: 6, imported: 3, skipped: 1, failed: 2 },
    });
    expect(outcome.message).toBe(
      [
        'Successfully imported 3 products!',
        '3 products are being enhanced',
        '1 rows skipped due to missing data',
        '2 rows were not imported because the import call failed (Database down). Process the file again to retry them; rows already imported will be reported unchanged.',
        'Check the Dashboard and Review Queue tabs to follow their progress.',
      ].join('\n'),
    );
    // Failed calls alone never read as missing data; a lost answer without a detail gets the spec's fallback.
    const lost = async (batch: RawProductImport[]) => {
      if (batch[0]!.customer_product_id === 'R-1')
        throw new ApiError({ status: 0, code: 'timeout', message: 'x', body: null });
      return send(batch);
    };
    const noDetail = await runBulkImport({ rows: rows(4), send: lost, isCancelled: () => false, batchRows: 2 });
    expect(noDetail.message).not.toContain('missing data');
    expect(noDetail.message).toContain(
      '2 rows were not imported because the import call failed (Failed to process bulk upload).',
    );
  });

  it('takes its rows from a source a batch at a time, building the next while one is sent', async () => {
    const asked: number[] = [];
    const all = rows(5);
    const source = {
      total: 5,
      batch: async (start: number, maxRows: number) => {
        asked.push(start);
        return { rows: all.slice(start, start + maxRows), skipped: 0, next: Math.min(5, start + maxRows) };
      },
    };
    const sent: string[][] = [];
    const outcome = await runBulkImport({
      source,
      send: async (batch) => {
        sent.push(batch.map((r) => r.customer_product_id));
        return server().send(batch);
      },
      isCancelled: () => false,
      batchRows: 2,
    });
    expect(outcome.counts).toMatchObject({ imported: 5, processed: 5 });
    expect(sent).toEqual([['R-1', 'R-2'], ['R-3', 'R-4'], ['R-5']]);
    expect(asked).toEqual([0, 2, 4]);
  });

  it('cuts batches by rows and by size', () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    const big = 'x'.repeat(3 * 1024 * 1024);
    expect(batchesOf([big, big, big], 1000)).toHaveLength(3);
  });
});

describe('bulkImportReducer', () => {
  it('walks idle → parsing → loaded → validating → importing → cancelled, ignoring edits while running', () => {
    const csv = {
      fileName: 'a.csv',
      headers: ['id', 'd'],
      rowCount: 1,
      delimiter: ',',
      encoding: 'utf-8' as const,
      initial: {
        mapping: { product_id: 'id' },
        validation: { errors: [], warnings: [], validRows: 1, errorCount: 0, warningCount: 0 },
      },
    };
    let s = bulkImportReducer(initialBulkImportState, { type: 'parse', encoding: null });
    expect(s.phase).toBe('parsing');
    s = bulkImportReducer(s, { type: 'parsed', csv, mapping: { product_id: 'id' } });
    s = bulkImportReducer(s, { type: 'map', key: 'description', header: 'd' });
    expect(s).toMatchObject({ phase: 'loaded', mapping: { product_id: 'id', description: 'd' } });
    s = bulkImportReducer(s, { type: 'validate' });
    s = bulkImportReducer(s, { type: 'start', now: 1000, total: 10 });
    expect(bulkImportReducer(s, { type: 'map', key: 'name', header: 'id' })).toBe(s);
    s = bulkImportReducer(s, {
      type: 'progress',
      now: 3000,
      counts: {
        processed: 4,
        total: 10,
        imported: 4,
        created: 4,
        updated: 0,
        unchanged: 0,
        enhancing: 4,
        skipped: 0,
        failed: 0,
      },
    });
    expect(runProgress(s)).toEqual({ percent: 40, rowsPerSecond: 2, secondsLeft: 3 });
    s = bulkImportReducer(s, { type: 'cancel' });
    expect(s.cancelling).toBe(true);
    s = bulkImportReducer(s, {
      type: 'end',
      now: 4000,
      outcome: {
        phase: 'cancelled',
        message: 'Canceled by user. 4 products imported, 4 enhancing.',
        counts: s.counts!,
        notices: [],
      },
    });
    expect(s).toMatchObject({
      phase: 'cancelled',
      cancelling: false,
      message: 'Canceled by user. 4 products imported, 4 enhancing.',
    });
  });
});
