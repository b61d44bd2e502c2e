// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../test/httpServer';
import { APPROVED_MESSAGE, REVIEW_PLACEHOLDER_USER_ID, SAVE_CONFLICT_MESSAGE } from './constants';
import { apiWrapper, callsTo, queryOf, startFakeApi, type FakeRoutes } from '../test/fakeApi';
import { saveFailureAt } from '../product-fields/index';
import { definition, detailFor, field, multiField, queueItem, rawProductFor, uid } from '../test/fixtures';
import { useReviewQueue } from './useReviewQueue';
import { useReviewSession } from './useReviewSession';
import { ReviewQueueBase } from './ReviewQueueBase';

const COMPANY = uid(900);
const base = `/companies/${COMPANY}`;
let server: TestServer;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await server?.close();
});

/** A fake queue of `total` pending products served in pages, shrinking as products are reviewed. */
function queueApi(total: number, extra: FakeRoutes = {}): FakeRoutes {
  let pending = Array.from({ length: total }, (_, i) => queueItem(i + 1));
  const stats = { total_pending: total, total_approved: 3, total_rejected: 1 };
  const routes: FakeRoutes = {
    [`GET ${base}/review-queue`]: (r) => {
      const { limit, offset } = queryOf(r);
      return {
        body: { products: pending.slice(Number(offset), Number(offset) + Number(limit)), total: pending.length },
      };
    },
    [`GET ${base}/review-queue/stats`]: () => ({ body: { ...stats, total_pending: pending.length } }),
  };
  for (const item of pending) {
    const n = Number(item.product_id.slice(4)) - 10000;
    routes[`GET ${base}/products/${item.id}`] = () => {
      const detail = detailFor(n, [field(1), multiField(2, ['red', 'blue'])]);
      return { body: { ...detail, product: { ...detail.product, version: 7 } } };
    };
    routes[`GET ${base}/raw-products/${item.raw_product_id}`] = () => ({ body: rawProductFor(n) });
    routes[`GET ${base}/raw-products/${item.raw_product_id}/fields`] = () => ({
      body: { fields: [{ field_name: 'raw_product_name', display_name: 'Name', values: [`Raw ${n}`] }] },
    });
    routes[`POST ${base}/products/${item.id}/review`] = (r) => {
      pending = pending.filter((p) => p.id !== item.id);
      const decision = JSON.parse(r.body).review_status as string;
      if (decision === 'approved') stats.total_approved += 1;
      return { body: { product: { ...detailFor(n).product, review_status: decision }, changes_applied: 0 } };
    };
  }
  return { ...routes, ...extra };
}

describe('useReviewQueue (spec part 1 §2, §7)', () => {
  it('loads a page of pending products with limit 20 and the counters', async () => {
    server = await startFakeApi(queueApi(45));
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useReviewQueue({ companyId: COMPANY }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.products).toHaveLength(20);
    expect(result.current.summary).toBe('Showing 1-20 of 45 products');
    const [call] = callsTo(server, 'GET', `${base}/review-queue`);
    expect(queryOf(call!)).toEqual({ limit: '20', offset: '0', review_status: 'pending' });
    await waitFor(() =>
      expect(result.current.stats).toEqual({ total_pending: 45, total_approved: 3, total_rejected: 1 }),
    );
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.summary).toBe('Showing 21-40 of 45 products'));
    expect(queryOf(callsTo(server, 'GET', `${base}/review-queue`)[1]!).offset).toBe('20');
    expect(result.current.canPrevious).toBe(true);
  });

  it('reports a load failure to the host and leaves the list empty', async () => {
    server = await startFakeApi({
      [`GET ${base}/review-queue`]: () => ({ status: 500, body: { detail: 'Database unavailable' } }),
    });
    const onLoadError = vi.fn();
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useReviewQueue({ companyId: COMPANY, onLoadError }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.products).toEqual([]);
    expect(onLoadError).toHaveBeenCalledWith({ type: 'queue', message: 'Database unavailable' });
  });
});

function useReview(onReviewed?: () => void) {
  const queue = useReviewQueue({ companyId: COMPANY, pageSize: 4 });
  const session = useReviewSession({ companyId: COMPANY, queue, onReviewed });
  return { queue, session };
}

describe('useReviewSession (spec part 1 §4, §7)', () => {
  it('opens a product with its detail, history and input data, and prefetches the next one', async () => {
    server = await startFakeApi(queueApi(6));
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useReview(), { wrapper });
    await waitFor(() => expect(result.current.queue.products).toHaveLength(4));
    act(() => result.current.session.open(uid(1)));
    await waitFor(() => expect(result.current.session.detail?.product.id).toBe(uid(1)));
    expect(queryOf(callsTo(server, 'GET', `${base}/products/${uid(1)}`)[0]!)).toEqual({ include_history: 'true' });
    await waitFor(() => expect(result.current.session.raw.input?.fields).toHaveLength(1));
    expect(result.current.session.raw.input?.product?.customer_product_id).toBe('SKU-10001');
    // The next product's detail is fetched before the reviewer gets there.
    await waitFor(() => expect(callsTo(server, 'GET', `${base}/products/${uid(2)}`)).toHaveLength(1));
  });

  it('approves with the placeholder user, moves the counters and the queue, then opens the next product', async () => {
    server = await startFakeApi(queueApi(6));
    const onReviewed = vi.fn();
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useReview(onReviewed), { wrapper });
    await waitFor(() => expect(result.current.queue.stats).not.toBeNull());
    act(() => result.current.session.open(uid(1)));
    await waitFor(() => expect(result.current.session.canDecide).toBe(true));
    await act(() => result.current.session.approve());
    const [review] = callsTo(server, 'POST', `${base}/products/${uid(1)}/review`);
    expect(JSON.parse(review!.body)).toEqual({
      review_status: 'approved',
      review_notes: null,
      user_id: REVIEW_PLACEHOLDER_USER_ID,
    });
    expect(result.current.session.message?.text).toBe(APPROVED_MESSAGE);
    expect(result.current.queue.stats).toMatchObject({ total_pending: 5, total_approved: 4 });
    expect(result.current.queue.products.map((p) => p.id)).not.toContain(uid(1));
    expect(onReviewed).toHaveBeenCalledWith(expect.objectContaining({ id: uid(1) }), 'approved');
    expect(result.current.session.status).toBe('advancing');
    await waitFor(() => expect(result.current.session.state.currentId).toBe(uid(2)));
    expect(result.current.session.mode).toBe('view');
  });

  it('refills the page after decisions, so Next skips none of the products that moved up', async () => {
    server = await startFakeApi(queueApi(12));
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(
      () => {
        const queue = useReviewQueue({ companyId: COMPANY, pageSize: 5 });
        return { queue, session: useReviewSession({ companyId: COMPANY, queue }) };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.queue.summary).toBe('Showing 1-5 of 12 products'));
    act(() => result.current.session.open(uid(1)));
    await waitFor(() => expect(result.current.session.canDecide).toBe(true));
    await act(() => result.current.session.approve());
    await waitFor(() => expect(result.current.session.state.currentId).toBe(uid(2)));
    await waitFor(() => expect(result.current.session.canDecide).toBe(true));
    await act(() => result.current.session.reject());
    await waitFor(() => expect(result.current.session.state.currentId).toBe(uid(3)));
    act(() => result.current.session.close());
    // Page 1 holds the five products now first in the queue, the two that moved up included.
    await waitFor(() => expect(result.current.queue.summary).toBe('Showing 1-5 of 10 products'));
    expect(result.current.queue.products.map((p) => p.id)).toEqual([uid(3), uid(4), uid(5), uid(6), uid(7)]);
    act(() => result.current.queue.nextPage());
    await waitFor(() => expect(result.current.queue.summary).toBe('Showing 6-10 of 10 products'));
    expect(result.current.queue.products.map((p) => p.id)).toEqual([uid(8), uid(9), uid(10), uid(11), uid(12)]);
  });

  it("shows 'Failed to submit review: {detail}' when the review call fails", async () => {
    server = await startFakeApi(
      queueApi(2, {
        [`POST ${base}/products/${uid(1)}/review`]: () => ({
          status: 409,
          body: { detail: 'Product was changed by someone else' },
        }),
      }),
    );
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useReview(), { wrapper });
    await waitFor(() => expect(result.current.queue.products).toHaveLength(2));
    act(() => result.current.session.open(uid(1)));
    await act(() => result.current.session.reject());
    expect(result.current.session.message).toMatchObject({
      kind: 'error',
      text: 'Failed to submit review: Product was changed by someone else',
    });
    expect(result.current.session.status).toBe('viewing');
  });

  it('saves edits one call after another and refreshes the product', async () => {
    const fieldCalls: string[] = [];
    let version = 7;
    const ok = (name: string) => () => {
      fieldCalls.push(name);
      version += 1;
      return {
        body: {
          success: true,
          edit_history_id: null,
          updated_fields: 1,
          removed_fields: 0,
          created_values: 0,
          errors: [],
          version,
        },
      };
    };
    server = await startFakeApi(
      queueApi(1, {
        [`PUT ${base}/products/${uid(1)}/fields/${uid(101)}`]: ok('put'),
        [`POST ${base}/products/${uid(1)}/bulk-update-fields`]: ok('bulk'),
      }),
    );
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useReview(), { wrapper });
    await waitFor(() => expect(result.current.queue.products).toHaveLength(1));
    act(() => result.current.session.open(uid(1)));
    await waitFor(() => expect(result.current.session.detail).not.toBeNull());
    act(() => {
      result.current.session.setMode('edit');
      result.current.session.editField(uid(101), 'Better name');
      result.current.session.addValue(uid(102), 'green');
    });
    expect(result.current.session.canSave).toBe(true);
    await act(async () => {
      const first = result.current.session.save();
      const second = result.current.session.save(); // blocked while the first runs
      await Promise.all([first, second]);
    });
    expect(fieldCalls).toEqual(['put', 'bulk']);
    expect(JSON.parse(callsTo(server, 'PUT', `${base}/products/${uid(1)}/fields/${uid(101)}`)[0]!.body)).toEqual({
      value: 'Better name',
      notes: 'Review edits',
      expected_version: 7,
    });
    expect(JSON.parse(callsTo(server, 'POST', `${base}/products/${uid(1)}/bulk-update-fields`)[0]!.body)).toMatchObject(
      {
        product_id: uid(1),
        field_updates: { [uid(102)]: ['red', 'blue', 'green'] },
        expected_version: 8, // the version the previous write answered with
      },
    );
    expect(result.current.session.edits.dirty).toBe(false);
    expect(result.current.session.message?.text).toBe('Changes saved successfully! 💾');
    await waitFor(() => expect(callsTo(server, 'GET', `${base}/products/${uid(1)}`).length).toBeGreaterThan(1));
  });
});

describe('useReviewSession: conflicts (issue #4)', () => {
  it('keeps the edits and says so when someone else changed the product (409)', async () => {
    server = await startFakeApi(
      queueApi(1, {
        [`PUT ${base}/products/${uid(1)}/fields/${uid(101)}`]: () => ({
          status: 409,
          body: { detail: 'Product changed since version 7', code: 'conflict' },
        }),
      }),
    );
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useReview(), { wrapper });
    await waitFor(() => expect(result.current.queue.products).toHaveLength(1));
    act(() => result.current.session.open(uid(1)));
    await waitFor(() => expect(result.current.session.detail).not.toBeNull());
    act(() => {
      result.current.session.setMode('edit');
      result.current.session.editField(uid(101), 'Mine');
    });
    await act(() => result.current.session.save());
    expect(result.current.session.message).toMatchObject({ kind: 'error', text: SAVE_CONFLICT_MESSAGE });
    expect(result.current.session.edits.pending[uid(101)]).toBe('Mine');
    expect(result.current.session.status).toBe('editing');
  });
});

describe('useReviewSession: added fields and failed saves (issue #14)', () => {
  async function openInEdit(extra: FakeRoutes) {
    server = await startFakeApi(queueApi(1, extra));
    const { wrapper } = apiWrapper(server.origin);
    const hook = renderHook(() => useReview(), { wrapper });
    const { result } = hook;
    await waitFor(() => expect(result.current.queue.products).toHaveLength(1));
    act(() => result.current.session.open(uid(1)));
    await waitFor(() => expect(result.current.session.detail).not.toBeNull());
    act(() => result.current.session.setMode('edit'));
    return hook;
  }

  it('adds an existing field only with Save Changes, with its value, and not at all after closing', async () => {
    const { result } = await openInEdit({
      [`POST ${base}/products/${uid(1)}/fields`]: () => ({
        status: 201,
        body: { success: true, field: field(7, { value_text: '2 years' }), version: 8 },
      }),
    });
    await act(() => result.current.session.addField(definition(7, { display_name: 'Warranty' })));
    expect(callsTo(server, 'POST', `${base}/products/${uid(1)}/fields`)).toHaveLength(0);
    expect(result.current.session.fields.map((f) => f.display_name)).toContain('Warranty');
    expect(result.current.session.edits.dirty).toBe(true);
    act(() => result.current.session.editField(uid(107), '2 years'));
    await act(() => result.current.session.save());
    expect(JSON.parse(callsTo(server, 'POST', `${base}/products/${uid(1)}/fields`)[0]!.body)).toEqual({
      field_definition_id: uid(107),
      value: '2 years',
      notes: 'Review edits',
      expected_version: 7,
    });
    expect(result.current.session.edits.dirty).toBe(false);

    await act(() => result.current.session.addField(definition(8)));
    act(() => result.current.session.close());
    expect(result.current.session.edits.added).toEqual([]);
    expect(callsTo(server, 'POST', `${base}/products/${uid(1)}/fields`)).toHaveLength(1);
  });

  it('tells which field failed and why, keeps the unsaved edit and the saved parts', async () => {
    let version = 7;
    const { result } = await openInEdit({
      [`PUT ${base}/products/${uid(1)}/fields/${uid(101)}`]: () => ({
        body: { success: true, edit_history_id: null, version: ++version },
      }),
      [`POST ${base}/products/${uid(1)}/bulk-update-fields`]: () => ({
        status: 422,
        body: { detail: "'Field 2' allows only: red, blue, green", code: 'validation_error' },
      }),
    });
    act(() => {
      result.current.session.editField(uid(101), 'Better name');
      result.current.session.addValue(uid(102), 'purple');
    });
    await act(() => result.current.session.save());
    const text = `Failed to save changes. Please try again. ❌\n"Field 2": 'Field 2' allows only: red, blue, green`;
    expect(result.current.session.message).toMatchObject({ kind: 'error', text });
    expect(saveFailureAt(result.current.session.edits, uid(102))).toBe(text);
    expect(Object.keys(result.current.session.edits.pending)).toEqual([uid(102)]);
    expect(result.current.session.canSave).toBe(true);
  });
});

describe('ReviewQueueBase', () => {
  it('renders the loading slot, then the children with the queue in context', async () => {
    server = await startFakeApi(queueApi(3));
    const { wrapper: Wrapper } = apiWrapper(server.origin);
    render(
      <Wrapper>
        <ReviewQueueBase companyId={COMPANY} loading={<p>Fetching…</p>} empty={<p>Nothing to do</p>}>
          {({ queue }) => <p>{queue.summary}</p>}
        </ReviewQueueBase>
      </Wrapper>,
    );
    expect(screen.getByText('Fetching…')).toBeTruthy();
    expect(await screen.findByText('Showing 1-3 of 3 products')).toBeTruthy();
  });

  it('renders the empty slot when nothing is pending, and the error slot with a retry', async () => {
    server = await startFakeApi(queueApi(0));
    const { wrapper: Wrapper } = apiWrapper(server.origin);
    const { unmount } = render(
      <Wrapper>
        <ReviewQueueBase companyId={COMPANY} empty={<p>Nothing to do</p>}>
          <p>table</p>
        </ReviewQueueBase>
      </Wrapper>,
    );
    expect(await screen.findByText('Nothing to do')).toBeTruthy();
    unmount();
    await server.close();
    server = await startFakeApi({ [`GET ${base}/review-queue`]: () => ({ status: 500, body: { detail: 'Down' } }) });
    const errorApi = apiWrapper(server.origin);
    render(
      <errorApi.wrapper>
        <ReviewQueueBase companyId={COMPANY} error={(error) => <p>{`Oops: ${error.message}`}</p>}>
          <p>table</p>
        </ReviewQueueBase>
      </errorApi.wrapper>,
    );
    expect(await screen.findByText('Oops: Down')).toBeTruthy();
  });

  it('opens a product the host asks for (not in the queue, in edit mode), closes after its decision and says it left (issue #14)', async () => {
    const outside = detailFor(90);
    const approved = { ...outside, product: { ...outside.product, review_status: 'approved' as const } };
    server = await startFakeApi(
      queueApi(3, {
        [`GET ${base}/products/${uid(90)}`]: () => ({ body: approved }),
        [`GET ${base}/raw-products/${uid(5090)}`]: () => ({ body: rawProductFor(90) }),
        [`GET ${base}/raw-products/${uid(5090)}/fields`]: () => ({ body: { fields: [] } }),
        [`PUT ${base}/products/${uid(90)}/review`]: () => ({
          body: { product: { ...approved.product, review_status: 'rejected' }, changes_applied: 0 },
        }),
      }),
    );
    const { wrapper: Wrapper } = apiWrapper(server.origin);
    const onProductLeave = vi.fn();
    let reject: () => Promise<void> = async () => undefined;
    render(
      <Wrapper>
        <ReviewQueueBase companyId={COMPANY} productId={uid(90)} productMode="edit" onProductLeave={onProductLeave}>
          {({ session }) => {
            reject = () => session.reject();
            return (
              <p>
                {session.isOpen ? `open ${session.detail?.product.product_id ?? '…'} in ${session.mode}` : 'closed'}
                {session.message ? ` / ${session.message.text}` : ''}
              </p>
            );
          }}
        </ReviewQueueBase>
      </Wrapper>,
    );
    expect(await screen.findByText('open SKU-10090 in edit')).toBeTruthy();
    expect(onProductLeave).not.toHaveBeenCalled();
    await act(() => reject());
    // The decided product was not queued: the dialog closes (no other product opens) and the message stays.
    expect(await screen.findByText('closed / Product rejected successfully! ❌')).toBeTruthy();
    expect(onProductLeave).toHaveBeenCalledTimes(1);
    expect(callsTo(server, 'PUT', `${base}/products/${uid(90)}/review`)).toHaveLength(1);
  });
});
