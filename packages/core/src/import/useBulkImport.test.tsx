// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessagesProvider } from '../messages/index';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import type { TestServer } from '../test/httpServer';
import { useBulkImport } from './useBulkImport';

const COMPANY = uid(970);
let server: TestServer;
afterEach(async () => {
  await server?.close();
  localStorage.clear();
});

const CSV = [
  'SKU,Title,Long Description',
  'A-1,Drill,Cordless drill',
  'A-2,Saw,Circular saw',
  'A-3,Sander,Orbital sander',
  'A-4,Router,Plunge router',
  'A-5,Grinder,Angle grinder',
].join('\r\n');
const file = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });
const BATCH = `/companies/${COMPANY}/raw-products/import-batch`;

type Row = { customer_product_id: string; source_file_row: number | null };
/** A batch answer importing every row with a job, or stopping at `stopAt` (a 402 there). */
function answer(rows: Row[], stopAt: string | null = null) {
  const stop = stopAt === null ? -1 : rows.findIndex((r) => r.customer_product_id === stopAt);
  const kept = stop === -1 ? rows : rows.slice(0, stop + 1);
  return {
    success: true,
    import_batch_id: null,
    results: kept.map((row, index) => ({
      index,
      customer_product_id: row.customer_product_id,
      source_file_row: row.source_file_row,
      raw_product_id: uid(1000 + index),
      outcome: 'created',
      enhancement: index === stop ? 'refused' : 'queued',
      job_id: index === stop ? null : uid(2000 + index),
      existing_product_id: null,
    })),
    created: kept.length,
    updated: 0,
    unchanged: 0,
    enhancing: stop === -1 ? kept.length : kept.length - 1,
    stopped:
      stop === -1
        ? null
        : {
            index: stop,
            status: 402,
            code: 'insufficient_credits',
            detail: 'Insufficient credits',
            current_balance: 5,
            required_credits: 15,
          },
    refused: null,
    warnings: [],
  };
}

async function loaded(routes: Parameters<typeof startFakeApi>[0], text = CSV) {
  server = await startFakeApi({
    [`GET /companies/${COMPANY}/billing/balance`]: () => ({ body: {} }),
    ...routes,
  });
  const { wrapper } = apiWrapper(server.origin);
  const { result } = renderHook(() => useBulkImport({ companyId: COMPANY, batchRows: 2, createWorker: null }), {
    wrapper,
  });
  await act(() => result.current.load(file(text)));
  return result;
}

const sentRows = () => callsTo(server, 'POST', BATCH).map((call) => JSON.parse(call.body).rows as Row[]);

describe('useBulkImport (spec part 2 §2.3, §4.2, §5.3, §5.4, §8.1)', () => {
  it('reads the file, maps header variants, imports in batches and remembers the mapping', async () => {
    const bulk = await loaded({ [`POST ${BATCH}`]: (request) => ({ body: answer(JSON.parse(request.body).rows) }) });
    expect(bulk.current).toMatchObject({
      phase: 'loaded',
      rowCount: 5,
      columnCount: 3,
      mappingComplete: true,
      errors: [],
    });
    expect(bulk.current.mapping).toMatchObject({ product_id: 'SKU', name: 'Title', description: 'Long Description' });
    expect(bulk.current.estimatedCredits).toBe(75);

    await act(() => bulk.current.process());
    expect(bulk.current.phase).toBe('finished');
    expect(sentRows().map((rows) => rows.map((r) => r.customer_product_id))).toEqual([
      ['A-1', 'A-2'],
      ['A-3', 'A-4'],
      ['A-5'],
    ]);
    expect(sentRows()[0]![0]).toMatchObject({
      source_file_row: 1, // spec part 2 §3: the file row, starting at 1
      product_details: 'Cordless drill',
      product_name: 'Drill',
    });
    expect(bulk.current.counts).toMatchObject({ processed: 5, imported: 5, enhancing: 5 });
    expect(Object.values(localStorage).join()).toContain('Long Description');
  });

  it('stops at the row the credits stop at, and sends no later batch', async () => {
    const bulk = await loaded({
      [`POST ${BATCH}`]: (request) => ({ body: answer(JSON.parse(request.body).rows, 'A-3') }),
    });
    await act(() => bulk.current.process());
    expect(bulk.current.phase).toBe('stopped');
    expect(sentRows()).toHaveLength(2);
    expect(bulk.current.counts).toMatchObject({ imported: 3, enhancing: 2 });
  });

  it('cancels between batches: the batch on its way finishes, no other is sent', async () => {
    let bulk: Awaited<ReturnType<typeof loaded>> | undefined;
    bulk = await loaded({
      [`POST ${BATCH}`]: (request) => {
        bulk!.current.cancel(); // while the first batch is on its way
        return { body: answer(JSON.parse(request.body).rows) };
      },
    });
    await act(() => bulk!.current.process());
    expect(bulk.current.phase).toBe('cancelled');
    expect(sentRows()).toHaveLength(1);
    expect(bulk.current.message).toBe('Canceled by user. 2 products imported, 2 enhancing.');
  });

  it('cancels before the first batch when Cancel comes while the rows are prepared', async () => {
    const bulk = await loaded({ [`POST ${BATCH}`]: (request) => ({ body: answer(JSON.parse(request.body).rows) }) });
    let running!: Promise<void>;
    act(() => {
      running = bulk.current.process();
      bulk.current.cancel();
    });
    await act(() => running);
    expect(bulk.current.phase).toBe('cancelled');
    expect(sentRows()).toHaveLength(0);
    expect(bulk.current.message).toBe('Canceled by user. 0 products imported, 0 enhancing.');
  });

  it("words the check's problems, the refusals and the reader's refusals with the provider's texts (issue #21)", async () => {
    server = await startFakeApi({ [`GET /companies/${COMPANY}/billing/balance`]: () => ({ body: {} }) });
    const { wrapper: Api } = apiWrapper(server.origin);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Api>
        <MessagesProvider
          messages={{
            import: {
              rowProblem: (row, problem) => `Zeile ${row}: ${problem}`,
              missingDescription: 'Beschreibung fehlt',
              validationFailed: 'CSV-Prüfung fehlgeschlagen:',
              noData: 'Keine Daten',
            },
          }}
        >
          {children}
        </MessagesProvider>
      </Api>
    );
    const { result } = renderHook(() => useBulkImport({ companyId: COMPANY, createWorker: null }), { wrapper });
    await act(() => result.current.load(file('SKU,Long Description\nA-1,\n')));
    expect(result.current.errors).toEqual(['Zeile 2: Beschreibung fehlt']);
    await act(() => result.current.process());
    expect(result.current.error).toBe('CSV-Prüfung fehlgeschlagen:\nZeile 2: Beschreibung fehlt');
    await act(() => result.current.load(file('')));
    expect(result.current.error).toBe('Keine Daten');
  });

  it('validates again in the worker when the mapping changes: the first 10 errors and the count of all', async () => {
    const lines = Array.from({ length: 12 }, (_, i) => `A-${i},Drill ${i},Cordless drill,`);
    const bulk = await loaded({}, ['SKU,Title,Long Description,Notes', ...lines].join('\n'));
    expect(bulk.current).toMatchObject({ errorCount: 0, canProcess: true });
    act(() => bulk.current.setMapping('description', 'Notes'));
    await waitFor(() => expect(bulk.current.errorCount).toBe(12));
    expect(bulk.current.errors).toHaveLength(10);
    expect(bulk.current.errors[0]).toBe('Row 2: Missing required Description');
    expect(bulk.current.canProcess).toBe(false);
    await act(() => bulk.current.process());
    expect(bulk.current.error?.split('\n').at(-1)).toBe('... and 2 more');
    act(() => bulk.current.setMapping('description', 'Long Description'));
    await waitFor(() => expect(bulk.current).toMatchObject({ errorCount: 0, canProcess: true }));
  });

  it('refuses to run without the required mapping, with the spec message', async () => {
    const bulk = await loaded({});
    act(() => bulk.current.setMapping('description', ''));
    expect(bulk.current.canProcess).toBe(false);
    await act(() => bulk.current.process());
    expect(bulk.current.error).toBe('Please map the required fields (Product ID and Description) before processing.');
    expect(sentRows()).toHaveLength(0);
  });

  it('previews new, changed and unchanged rows before the run, and estimates (new + changed + never enhanced) × 15 credits', async () => {
    const previewed: string[][] = [];
    const bulk = await loaded({
      [`POST /companies/${COMPANY}/raw-products/import-preview`]: (request) => {
        const rows = JSON.parse(request.body).rows as Row[];
        previewed.push(rows.map((r) => r.customer_product_id));
        // One of the unchanged rows was never enhanced (its start was refused): the run enhances it.
        return { body: { results: [], new: 2, changed: 1, unchanged: 2, unenhanced: 1 } };
      },
    });
    await waitFor(() => expect(bulk.current.preview.status).toBe('success'));
    expect(previewed).toEqual([['A-1', 'A-2', 'A-3', 'A-4', 'A-5']]);
    expect(bulk.current.preview.counts).toEqual({ new: 2, changed: 1, unchanged: 2, unenhanced: 1 });
    expect(bulk.current).toMatchObject({ estimatedCredits: 60, estimateExact: true });
    act(() => bulk.current.setForceOverride(true));
    expect(bulk.current.estimatedCredits).toBe(75);
    // An invalid mapping has no preview and writes nothing.
    act(() => bulk.current.setMapping('description', ''));
    expect(bulk.current.preview).toEqual({ status: 'idle', counts: null });
    expect(callsTo(server, 'POST', BATCH)).toHaveLength(0);
  });

  it('creates a custom field per unmapped column in the chosen group, then sends the values under their names', async () => {
    const group = uid(3001);
    const created: Array<Record<string, unknown>> = [];
    const text = [
      'SKU,Long Description,Colour,Weight (kg)',
      'A-1,Drill,Blue,1.5',
      'A-2,Saw,Blue,2',
      'A-3,Sander,Red,',
    ].join('\n');
    const bulk = await loaded(
      {
        [`GET /companies/${COMPANY}/field-groups`]: () => ({ body: { groups: [] } }),
        [`GET /companies/${COMPANY}/fields`]: () => ({
          body: { fields: [{ ...existingField, field_name: 'colour' }], total: 1 },
        }),
        [`POST /companies/${COMPANY}/fields`]: (request) => {
          created.push(JSON.parse(request.body));
          return { status: 201, body: { field: { ...existingField, ...JSON.parse(request.body) } } };
        },
        [`POST ${BATCH}`]: (request) => ({ body: answer(JSON.parse(request.body).rows) }),
      },
      text,
    );
    expect(bulk.current.unmapped).toEqual(['Colour', 'Weight (kg)']);
    act(() => bulk.current.setCustomFields(true));
    // The types are inferred where the rows are (the worker), from every row.
    await waitFor(() =>
      expect(bulk.current.customFieldPlan.map((p) => [p.field_name, p.inferred.field_type])).toEqual([
        ['colour', 'select'],
        ['weight_kg', 'number'],
      ]),
    );
    await act(() => bulk.current.process());
    expect(bulk.current.error).toBe('Please choose a group for the custom fields.');
    expect(sentRows()).toHaveLength(0);

    act(() => bulk.current.setCustomFields(true, group));
    await act(() => bulk.current.process());
    expect(bulk.current.phase).toBe('finished');
    // 'colour' exists already and is reused; 'weight_kg' is created in the group as a number.
    expect(created).toEqual([
      expect.objectContaining({
        field_name: 'weight_kg',
        display_name: 'Weight (kg)',
        field_type: 'number',
        group_id: group,
      }),
    ]);
    expect(sentRows()[0]![0]).toMatchObject({ additional_fields: { colour: 'Blue', weight_kg: '1.5' } });
  });
});

const existingField = {
  id: uid(3002),
  display_name: 'Colour',
  help_text: null,
  field_type: 'text',
  data_type: 'string',
  group_id: null,
  is_required: false,
  is_multiple: false,
  min_value: null,
  max_value: null,
  min_length: null,
  max_length: null,
  allowed_values: null,
  sort_order: 999,
};
