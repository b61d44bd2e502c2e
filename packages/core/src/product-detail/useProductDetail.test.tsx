// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../test/httpServer';
import type { AuditEntry, ProductDetailResponse } from '../contract/index';
import { saveFailureAt } from '../product-fields/index';
import { apiWrapper, callsTo, queryOf, startFakeApi, type FakeRoutes } from '../test/fakeApi';
import { T0, definition, detailFor, field, multiField, uid } from '../test/fixtures';
import { DELETE_FAILED_MESSAGE, REVERT_FAILED_MESSAGE } from './constants';
import { ProductDetailBase } from './ProductDetailBase';
import { useProductDetail } from './useProductDetail';

const COMPANY = uid(900);
const PRODUCT = uid(1);
const base = `/companies/${COMPANY}`;
const productPath = `${base}/products/${PRODUCT}`;
const LIST_KEY = ['curate', 'companies', COMPANY, 'catalog', 'list', { page: 0, sort_by: 'updated_at' }] as const;
const TEXT = uid(101);
const LIST = uid(102);
const OLD = uid(103);
let server: TestServer;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await server?.close();
});

const historyEntry = (extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id: uid(700),
  change_type: 'field_update',
  field_definition_id: TEXT,
  field_name: 'field_1',
  field_display_name: 'Field 1',
  change_summary: null,
  change_reason: null,
  previous_value: 'value 0',
  old_value: 'value 0',
  new_value: 'value 1',
  user_full_name: 'Dana Reviewer',
  username: 'dana',
  updated_by: 'Dana Reviewer',
  created_at: T0,
  is_reverted: false,
  ...extra,
});

/** A fake product API over one product (version 3) that the calls really change. */
function productApi(extra: FakeRoutes = {}) {
  const detail: ProductDetailResponse = detailFor(1, [
    field(1),
    multiField(2, ['red', 'blue']),
    field(3, { value_text: 'stale' }),
  ]);
  detail.product.version = 3;
  detail.history = [historyEntry()];
  const bump = () => (detail.product.version = (detail.product.version ?? 0) + 1);
  const routes: FakeRoutes = {
    [`GET ${productPath}`]: () => ({ body: detail }),
    [`GET ${base}/field-groups`]: () => ({ body: { groups: [] } }),
    [`PUT ${productPath}/fields/${TEXT}`]: (r) => {
      detail.product.fields = detail.product.fields.map((f) =>
        f.field_definition_id === TEXT ? { ...f, value_text: JSON.parse(r.body).value, updated_by_type: 'user' } : f,
      );
      return { body: { success: true, edit_history_id: uid(701), version: bump() } };
    },
    [`POST ${productPath}/bulk-update-fields`]: () => ({
      body: { success: true, updated_fields: 1, removed_fields: 0, created_values: 1, errors: [], version: bump() },
    }),
    [`DELETE ${productPath}/fields/${OLD}`]: () => {
      detail.product.fields = detail.product.fields.filter((f) => f.field_definition_id !== OLD);
      return { body: { success: true, version: bump() } };
    },
    [`POST ${productPath}/history/${uid(700)}/revert`]: () => {
      detail.history = [
        historyEntry({ id: uid(702), change_type: 'revert', previous_value: 'value 1', new_value: 'value 0' }),
        historyEntry({ is_reverted: true }),
      ];
      detail.product.fields = detail.product.fields.map((f) =>
        f.field_definition_id === TEXT ? { ...f, value_text: 'value 0' } : f,
      );
      return { body: { success: true, message: 'Reverted Field 1', history_id: uid(702), version: bump() } };
    },
    [`DELETE ${productPath}`]: () => ({ body: { success: true } }),
    [`POST ${productPath}/fields`]: () => ({
      status: 201,
      body: { success: true, field: field(4, { value_text: null }), version: bump() },
    }),
    ...extra,
  };
  return { routes, detail };
}

async function renderDetail(routes: FakeRoutes, options: { onDeleted?: () => void; onSaved?: () => void } = {}) {
  server = await startFakeApi(routes);
  const { wrapper, queryClient } = apiWrapper(server.origin);
  queryClient.setQueryData(LIST_KEY, { products: [], total: 0 });
  const hook = renderHook(() => useProductDetail({ companyId: COMPANY, productId: PRODUCT, ...options }), { wrapper });
  await waitFor(() => expect(hook.result.current.status).toBe('success'));
  const listInvalidated = () => queryClient.getQueryState(LIST_KEY)?.isInvalidated === true;
  return { ...hook, queryClient, listInvalidated };
}

const body = (method: string, path: string, n = 0) => JSON.parse(callsTo(server, method, path)[n]!.body);

describe('useProductDetail: loading (spec part 1 §2, §7)', () => {
  it('loads the product with its history, fields by group and sources', async () => {
    const { result } = await renderDetail(productApi().routes);
    expect(queryOf(callsTo(server, 'GET', productPath)[0]!)).toEqual({ include_history: 'true' });
    expect(result.current.product?.product_id).toBe('SKU-10001');
    expect(result.current.groups.map((g) => [g.displayName, g.fields.length])).toEqual([['Other Fields', 3]]);
    expect(result.current.history.map((h) => h.id)).toEqual([uid(700)]);
    expect(result.current.state.status).toBe('viewing');
  });

  it('reports a load failure with the server message', async () => {
    server = await startFakeApi({
      [`GET ${productPath}`]: () => ({ status: 500, body: { detail: 'Product service unavailable' } }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useProductDetail({ companyId: COMPANY, productId: PRODUCT }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorMessage).toBe('Product service unavailable');
  });
});

describe('useProductDetail: save (spec part 1 §4, §7, §8)', () => {
  it('saves with the shared save plan, blocks a second save, updates values and reloads the list', async () => {
    const onSaved = vi.fn();
    const { result, listInvalidated } = await renderDetail(productApi().routes, { onSaved });
    act(() => {
      result.current.setMode('edit');
    });
    act(() => {
      result.current.editField(TEXT, 'Better name');
      result.current.addValue(LIST, 'green');
      result.current.removeField(OLD);
    });
    expect(result.current.edits.dirty).toBe(true);
    await act(async () => {
      const first = result.current.save();
      const second = result.current.save(); // blocked while the first runs
      await Promise.all([first, second]);
    });
    expect(callsTo(server, 'PUT', `${productPath}/fields/${TEXT}`)).toHaveLength(1);
    // The spec's payloads: notes on a field update, product_id on the bulk update (issue #14).
    expect(body('PUT', `${productPath}/fields/${TEXT}`)).toEqual({
      value: 'Better name',
      notes: 'Review edits',
      expected_version: 3,
    });
    expect(body('POST', `${productPath}/bulk-update-fields`)).toMatchObject({
      product_id: PRODUCT,
      field_updates: { [LIST]: ['red', 'blue', 'green'] },
      expected_version: 4,
    });
    expect(queryOf(callsTo(server, 'DELETE', `${productPath}/fields/${OLD}`)[0]!)).toEqual({ expected_version: '5' });
    expect(result.current.message?.text).toBe('Changes saved successfully! 💾');
    expect(result.current.edits.dirty).toBe(false);
    const fields = result.current.product!.fields;
    expect(fields.map((f) => f.field_definition_id)).toEqual([TEXT, LIST]);
    expect(fields[0]).toMatchObject({ value_text: 'Better name', updated_by_type: 'user' });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: PRODUCT }));
    expect(listInvalidated()).toBe(true);
    await waitFor(() => expect(callsTo(server, 'GET', productPath).length).toBeGreaterThanOrEqual(2)); // history reloads
  });

  it('reports a 409 conflict with the server message and keeps the edits', async () => {
    const { routes } = productApi({
      [`PUT ${productPath}/fields/${TEXT}`]: () => ({
        status: 409,
        body: { detail: 'Product changed since version 3', code: 'conflict' },
      }),
    });
    const { result, listInvalidated } = await renderDetail(routes);
    act(() => result.current.setMode('edit'));
    act(() => result.current.editField(TEXT, 'Mine'));
    await act(() => result.current.save());
    expect(result.current.message).toMatchObject({ kind: 'error', text: 'Product changed since version 3' });
    expect(result.current.edits.pending[TEXT]).toBe('Mine');
    expect(result.current.state.status).toBe('editing');
    expect(listInvalidated()).toBe(false);
    await waitFor(() => expect(callsTo(server, 'GET', productPath)).toHaveLength(2)); // current data shown
  });

  it('says a field removal failed with the remove message', async () => {
    const { routes } = productApi({
      [`DELETE ${productPath}/fields/${OLD}`]: () => ({ status: 500, body: { detail: 'boom' } }),
    });
    const { result } = await renderDetail(routes);
    act(() => result.current.setMode('edit'));
    act(() => result.current.removeField(OLD));
    await act(() => result.current.save());
    expect(result.current.message?.text).toBe('Failed to remove field. Please try again.\n"Field 3": boom');
    expect(result.current.edits.removed).toEqual([OLD]);
  });

  it('names the field and the server reason when a call fails; the calls before it stay saved (issue #14)', async () => {
    const { routes } = productApi({
      [`POST ${productPath}/bulk-update-fields`]: () => ({
        status: 422,
        body: { detail: "'Field 2' allows only: red, blue", code: 'validation_error' },
      }),
    });
    const { result } = await renderDetail(routes);
    act(() => result.current.setMode('edit'));
    act(() => {
      result.current.editField(TEXT, 'Better name');
      result.current.addValue(LIST, 'purple');
    });
    await act(() => result.current.save());
    const message = `Failed to save changes. Please try again. ❌\n"Field 2": 'Field 2' allows only: red, blue`;
    expect(result.current.message).toMatchObject({ kind: 'error', text: message });
    expect(saveFailureAt(result.current.edits, LIST)).toBe(message);
    // The text field was saved: it left the edits and shows its new value; the list edit stays unsaved.
    expect(Object.keys(result.current.edits.pending)).toEqual([LIST]);
    expect(result.current.edits.dirty).toBe(true);
    expect(result.current.product!.fields[0]).toMatchObject({ value_text: 'Better name' });
  });
});

describe('useProductDetail: delete, revert, add field (spec part 1 §2, §4, §8)', () => {
  it('deletes after the confirmation, tells the host and reloads the list', async () => {
    const onDeleted = vi.fn();
    const { result, listInvalidated } = await renderDetail(productApi().routes, { onDeleted });
    await act(() => result.current.confirmDelete());
    expect(callsTo(server, 'DELETE', productPath)).toHaveLength(0); // never without the confirmation
    act(() => result.current.askDelete());
    expect(result.current.state.status).toBe('confirmingDelete');
    await act(() => result.current.confirmDelete());
    expect(callsTo(server, 'DELETE', productPath)).toHaveLength(1);
    expect(result.current.state.status).toBe('deleted');
    expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ id: PRODUCT, product_id: 'SKU-10001' }));
    expect(listInvalidated()).toBe(true);
  });

  it('says a failed delete with the spec message and stays open', async () => {
    const onDeleted = vi.fn();
    const { routes } = productApi({ [`DELETE ${productPath}`]: () => ({ status: 500, body: { detail: 'db down' } }) });
    const { result } = await renderDetail(routes, { onDeleted });
    act(() => result.current.askDelete());
    await act(() => result.current.confirmDelete());
    expect(result.current.message?.text).toBe(DELETE_FAILED_MESSAGE);
    expect(result.current.state.status).toBe('viewing');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('reverts an entry, then reloads the product and its history', async () => {
    const { result, listInvalidated } = await renderDetail(productApi().routes);
    await act(() => result.current.revert(uid(700)));
    expect(callsTo(server, 'POST', `${productPath}/history/${uid(700)}/revert`)).toHaveLength(1);
    expect(callsTo(server, 'GET', productPath)).toHaveLength(2);
    expect(result.current.history.map((h) => [h.change_type, h.is_reverted])).toEqual([
      ['revert', false],
      ['field_update', true],
    ]);
    expect(result.current.product!.fields[0]!.value_text).toBe('value 0');
    expect(result.current.state.revertingId).toBeNull();
    expect(listInvalidated()).toBe(true);
  });

  it('says a failed revert with the spec message', async () => {
    const { routes } = productApi({
      [`POST ${productPath}/history/${uid(700)}/revert`]: () => ({ status: 500, body: { detail: 'boom' } }),
    });
    const { result } = await renderDetail(routes);
    await act(() => result.current.revert(uid(700)));
    expect(result.current.message?.text).toBe(REVERT_FAILED_MESSAGE);
  });

  it('adds an existing field as a pending edit: nothing is sent until Save Changes (issue #14)', async () => {
    const { result } = await renderDetail(productApi().routes);
    act(() => result.current.setMode('edit'));
    await act(() => result.current.addField(definition(4, { display_name: 'Warranty' })));
    expect(callsTo(server, 'POST', `${productPath}/fields`)).toHaveLength(0);
    expect(result.current.product!.fields.map((f) => f.field_definition_id)).not.toContain(uid(104));
    expect(result.current.fields.map((f) => f.display_name)).toContain('Warranty');
    expect(result.current.edits.dirty).toBe(true);
    act(() => result.current.editField(uid(104), '2 years'));
    await act(() => result.current.save());
    expect(body('POST', `${productPath}/fields`)).toEqual({
      field_definition_id: uid(104),
      value: '2 years',
      notes: 'Review edits',
      expected_version: 3,
    });
    expect(callsTo(server, 'PUT', `${productPath}/fields/${uid(104)}`)).toHaveLength(0);
    expect(result.current.edits.dirty).toBe(false);
  });

  it('drops an added field on reset (Cancel, closing) without any call (issue #14)', async () => {
    const { result } = await renderDetail(productApi().routes);
    act(() => result.current.setMode('edit'));
    await act(() => result.current.addField(definition(4)));
    act(() => result.current.reset());
    expect(result.current.edits.dirty).toBe(false);
    expect(result.current.fields.map((f) => f.field_definition_id)).not.toContain(uid(104));
    expect(callsTo(server, 'POST', `${productPath}/fields`)).toHaveLength(0);
  });

  it('says a failed addition with the field name and the server reason', async () => {
    const { routes } = productApi({
      [`POST ${productPath}/fields`]: () => ({ status: 500, body: { detail: 'boom' } }),
    });
    const { result } = await renderDetail(routes);
    act(() => result.current.setMode('edit'));
    await act(() => result.current.addField(definition(4, { display_name: 'Warranty' })));
    await act(() => result.current.save());
    expect(result.current.message?.text).toBe('Failed to add field. Please try again.\n"Warranty": boom');
    expect(result.current.edits.added.map((f) => f.field_definition_id)).toEqual([uid(104)]);
  });

  it('clears the edits when another product opens and when closed', async () => {
    const { routes } = productApi({ [`GET ${base}/products/${uid(2)}`]: () => ({ body: detailFor(2) }) });
    server = await startFakeApi(routes);
    const { wrapper } = apiWrapper(server.origin);
    const { result, rerender } = renderHook(
      ({ id, open }) => useProductDetail({ companyId: COMPANY, productId: id, enabled: open }),
      {
        wrapper,
        initialProps: { id: PRODUCT, open: true },
      },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    const edit = () => {
      act(() => result.current.setMode('edit'));
      act(() => result.current.editField(TEXT, 'changed'));
      expect(result.current.edits.dirty).toBe(true);
    };
    edit();
    rerender({ id: uid(2), open: true });
    expect(result.current).toMatchObject({ mode: 'view', edits: { dirty: false } });
    rerender({ id: PRODUCT, open: true });
    edit();
    rerender({ id: PRODUCT, open: false });
    expect(result.current).toMatchObject({ mode: 'view', edits: { dirty: false } });
  });
});

describe('ProductDetailBase', () => {
  it('renders the loading slot, then the children with the controller in context', async () => {
    server = await startFakeApi(productApi().routes);
    const { wrapper: Wrapper } = apiWrapper(server.origin);
    render(
      <Wrapper>
        <ProductDetailBase companyId={COMPANY} productId={PRODUCT} loading={<p>Loading product...</p>}>
          {(detail) => <p>{`Loaded ${detail.product?.product_id}`}</p>}
        </ProductDetailBase>
      </Wrapper>,
    );
    expect(screen.getByText('Loading product...')).toBeTruthy();
    expect(await screen.findByText('Loaded SKU-10001')).toBeTruthy();
  });

  it('renders the error slot with a retry', async () => {
    server = await startFakeApi({});
    const { wrapper: Wrapper } = apiWrapper(server.origin);
    render(
      <Wrapper>
        <ProductDetailBase
          companyId={COMPANY}
          productId={PRODUCT}
          error={(error) => <p role="alert">{error.message}</p>}
        />
      </Wrapper>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
  });
});
