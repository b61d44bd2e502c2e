// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, queryOf } from '../test/fakeApi';
import { CatalogBase } from './CatalogBase';
import { catalogListKey } from '../shared/queryKeys';
import { EXPORT_FAILED_MESSAGE, SEARCH_DEBOUNCE_MS } from './constants';
import { makeFilter } from './filterRules';
import { COMPANY, FIELDS, base, catalogItem, catalogRoutes, startCatalogApi } from '../test/catalogApi';
import { useCatalog } from './useCatalog';
import { useFieldValues } from './useFieldValues';

let server: TestServer;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  vi.restoreAllMocks();
  await server?.close();
});

const listCalls = () => callsTo(server, 'GET', `${base}/products`).map(queryOf);
const lastList = () => listCalls().at(-1)!;
const filterOf = (n: number, value: string) => {
  const made = makeFilter(FIELDS[n]!, value);
  if (!made.ok) throw new Error(made.message);
  return made.value;
};

async function renderCatalog(total = 45) {
  server = await startCatalogApi(catalogRoutes(total));
  const api = apiWrapper(server.origin);
  const hook = renderHook(() => useCatalog({ companyId: COMPANY }), { wrapper: api.wrapper });
  await waitFor(() => expect(hook.result.current.status).toBe('success'));
  return { ...hook, queryClient: api.queryClient };
}

describe('useCatalog: listing (spec part 1 §7, §9)', () => {
  it('asks for 20 products sorted by updated_at with custom fields, and pages by offset', async () => {
    const { result } = await renderCatalog();
    expect(listCalls()).toEqual([{ sort_by: 'updated_at', limit: '20', offset: '0', include_custom_fields: 'true' }]);
    expect(result.current.products).toHaveLength(20);
    expect(result.current.summary).toBe('Page 1 • 20 of 45');
    expect(result.current).toMatchObject({ total: 45, pageCount: 3, hasMore: true, canPrevious: false, canNext: true });
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.summary).toBe('Page 2 • 40 of 45'));
    expect(lastList().offset).toBe('20');
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.summary).toBe('Page 3 • 45 of 45'));
    expect(result.current.canNext).toBe(false);
  });

  it('sends the status, sort and filter pairs, each change from the first page', async () => {
    const { result } = await renderCatalog();
    act(() => result.current.setPage(2));
    await waitFor(() => expect(lastList().offset).toBe('40'));
    act(() => result.current.addFilter(filterOf(0, ' steel ')));
    await waitFor(() =>
      expect(lastList()).toMatchObject({ offset: '0', filter_field_0: 'material', filter_value_0: 'steel' }),
    );
    act(() => result.current.addFilter(filterOf(1, '500 - 750')));
    await waitFor(() => expect(lastList()).toMatchObject({ filter_field_1: 'capacity_ml', filter_value_1: '500-750' }));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(lastList().offset).toBe('20'));
    act(() => result.current.removeFilter('material'));
    await waitFor(() =>
      expect(lastList()).toEqual({
        sort_by: 'updated_at',
        limit: '20',
        offset: '0',
        include_custom_fields: 'true',
        filter_field_0: 'capacity_ml',
        filter_value_0: '500-750',
      }),
    );
    act(() => result.current.setPage(1));
    await waitFor(() => expect(lastList().offset).toBe('20'));
    act(() => result.current.setReviewStatus('rejected'));
    await waitFor(() => expect(lastList()).toMatchObject({ review_status: 'rejected', offset: '0' }));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(lastList().offset).toBe('20'));
    act(() => result.current.setSortBy('quality_confidence_score'));
    await waitFor(() => expect(lastList()).toMatchObject({ sort_by: 'quality_confidence_score', offset: '0' }));
    act(() => result.current.clearFilters());
    await waitFor(() =>
      expect(lastList()).toEqual({
        review_status: 'rejected',
        sort_by: 'quality_confidence_score',
        limit: '20',
        offset: '0',
        include_custom_fields: 'true',
      }),
    );
    expect(result.current.filters).toEqual([]);
  });

  it('shows the typed search at once and asks with it 500 ms after the last keystroke, from the first page', async () => {
    const { result } = await renderCatalog();
    act(() => result.current.setPage(1));
    await waitFor(() => expect(lastList().offset).toBe('20'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => result.current.setSearch('bot'));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.setSearch('bottle'));
    expect(result.current.search).toBe('bottle');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.appliedSearch).toBe('');
    expect(result.current.searchPending).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.appliedSearch).toBe('bottle');
    vi.useRealTimers();
    await waitFor(() => expect(lastList()).toMatchObject({ search_text: 'bottle', offset: '0' }));
    expect(listCalls().filter((q) => q.search_text === 'bot')).toEqual([]);
  });

  it('reports a load failure and shares the list key prefix for invalidation', async () => {
    server = await startCatalogApi(
      catalogRoutes(3, { [`GET ${base}/products`]: () => ({ status: 500, body: { detail: 'Database unavailable' } }) }),
    );
    const onLoadError = vi.fn();
    const { wrapper, queryClient } = apiWrapper(server.origin);
    const { result } = renderHook(() => useCatalog({ companyId: COMPANY, onLoadError }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.products).toEqual([]);
    expect(onLoadError).toHaveBeenCalledWith({ type: 'products', message: 'Database unavailable' });
    expect(queryClient.getQueryCache().findAll({ queryKey: catalogListKey(COMPANY) })).toHaveLength(1);
  });
});

describe('useCatalog: filter panel fields (spec part 1 §2)', () => {
  it('groups the fields, counts them and narrows them with the field search', async () => {
    const { result } = await renderCatalog(3);
    await waitFor(() => expect(result.current.fieldCountText).toBe('3 of 3 fields'));
    expect(queryOf(callsTo(server, 'GET', `${base}/fields`)[0]!)).toEqual({ include_usage: 'true', is_active: 'true' });
    await waitFor(() =>
      expect(result.current.fieldGroups.map((g) => g.displayName)).toEqual(['Specifications', 'Other Fields']),
    );
    act(() => result.current.setFieldSearch('cap'));
    expect(result.current.fieldCountText).toBe('1 of 3 fields');
    expect(result.current.fieldGroups.map((g) => g.fields.map((f) => f.field_name))).toEqual([['capacity_ml']]);
  });

  it('lists a field’s values with product counts', async () => {
    server = await startCatalogApi(catalogRoutes(1));
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useFieldValues({ companyId: COMPANY, fieldId: FIELDS[2]!.id }), { wrapper });
    await waitFor(() =>
      expect(result.current.values).toEqual([
        { value: 'Hydro Flask', count: 12 },
        { value: 'Yeti', count: 4 },
      ]),
    );
  });
});

describe('useCatalog: export (spec part 1 §2, §7, §8)', () => {
  it('exports the filtered view with status, search and filter pairs, and names the file as the server does', async () => {
    const { result } = await renderCatalog();
    act(() => {
      result.current.setReviewStatus('approved');
      result.current.addFilter(filterOf(0, 'steel'));
    });
    let file: { blob: Blob; filename: string } | undefined;
    await act(async () => {
      file = await result.current.exportCsv('filtered');
    });
    expect(file!.filename).toBe('products_export_20250302_141503.csv');
    expect(await file!.blob.text()).toContain('SKU-10001,Product 1');
    expect(queryOf(callsTo(server, 'GET', `${base}/products/export`)[0]!)).toEqual({
      scope: 'filtered',
      review_status: 'approved',
      sort_by: 'updated_at',
      filter_field_0: 'material',
      filter_value_0: 'steel',
    });
    await waitFor(() => expect(result.current.exportState).toBe('done'));
    await act(() => result.current.exportCsv('all'));
    expect(queryOf(callsTo(server, 'GET', `${base}/products/export`)[1]!)).toEqual({ scope: 'all' });
  });

  it("says 'Export failed. Please try again. ❌' when the export fails", async () => {
    server = await startCatalogApi(
      catalogRoutes(2, { [`GET ${base}/products/export`]: () => ({ status: 500, body: { detail: 'Disk full' } }) }),
    );
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useCatalog({ companyId: COMPANY }), { wrapper });
    await act(async () => {
      await expect(result.current.exportCsv('all')).rejects.toThrow('Disk full');
    });
    await waitFor(() => expect(result.current.exportState).toBe('failed'));
    expect(result.current.exportError).toBe(EXPORT_FAILED_MESSAGE);
    act(() => result.current.resetExport());
    await waitFor(() => expect(result.current.exportState).toBe('idle'));
  });
});

describe('CatalogBase', () => {
  it('renders the loading slot, then the children with the catalogue in context, and the empty slot', async () => {
    server = await startCatalogApi(catalogRoutes(3));
    const { wrapper: Wrapper } = apiWrapper(server.origin);
    const { unmount } = render(
      <Wrapper>
        <CatalogBase companyId={COMPANY} loading={<p>Fetching…</p>}>
          {(catalog) => <p>{catalog.summary}</p>}
        </CatalogBase>
      </Wrapper>,
    );
    expect(screen.getByText('Fetching…')).toBeTruthy();
    expect(await screen.findByText('Page 1 • 3 of 3')).toBeTruthy();
    unmount();
    await server.close();
    server = await startCatalogApi(catalogRoutes(0));
    const empty = apiWrapper(server.origin);
    render(
      <empty.wrapper>
        <CatalogBase companyId={COMPANY} empty={<p>Nothing here</p>} error={(e) => <p>{`Oops: ${e.message}`}</p>}>
          <p>cards</p>
        </CatalogBase>
      </empty.wrapper>,
    );
    expect(await screen.findByText('Nothing here')).toBeTruthy();
  });
});

describe('useCatalog: view and shrinking catalogue', () => {
  it('keeps the view itself unless the host controls it, telling the host either way', async () => {
    server = await startCatalogApi(catalogRoutes(3));
    const { wrapper } = apiWrapper(server.origin);
    const onViewChange = vi.fn();
    const own = renderHook(() => useCatalog({ companyId: COMPANY, defaultView: 'table', onViewChange }), { wrapper });
    expect(own.result.current.view).toBe('table');
    act(() => own.result.current.setView('cards'));
    expect(own.result.current.view).toBe('cards');
    const controlled = renderHook(() => useCatalog({ companyId: COMPANY, view: 'table', onViewChange }), { wrapper });
    act(() => controlled.result.current.setView('cards'));
    expect(controlled.result.current.view).toBe('table');
    expect(onViewChange).toHaveBeenNthCalledWith(2, 'cards');
  });

  it('moves back to the last page that has products when the catalogue shrinks', async () => {
    let total = 45;
    server = await startCatalogApi(
      catalogRoutes(45, {
        [`GET ${base}/products`]: (r) => {
          const offset = Number(queryOf(r).offset);
          const count = Math.max(0, Math.min(20, total - offset));
          const products = Array.from({ length: count }, (_, i) => catalogItem(offset + i + 1));
          return { body: { products, total, limit: 20, offset, has_more: offset + count < total } };
        },
      }),
    );
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useCatalog({ companyId: COMPANY }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.summary).toBe('Page 3 • 45 of 45'));
    total = 30;
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.summary).toBe('Page 2 • 30 of 30'));
  });
});
