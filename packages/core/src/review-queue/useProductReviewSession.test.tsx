// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewStatus } from '../contract/index';
import type { TestServer } from '../test/httpServer';
import { APPROVED_MESSAGE, REJECTED_MESSAGE } from './constants';
import { reviewKeys } from '../shared/queryKeys';
import { apiWrapper, callsTo, startFakeApi, type FakeRoutes } from '../test/fakeApi';
import { detailFor, field, rawProductFor, uid } from '../test/fixtures';
import { useProductReviewSession } from './useProductReviewSession';

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

/** One product (n = 5) with the given review status; the review calls answer with the new status. */
function productApi(status: ReviewStatus): FakeRoutes {
  const detail = detailFor(5, [field(1)]);
  const product = { ...detail.product, review_status: status };
  const answer = (r: { body: string }) => ({
    body: { product: { ...product, review_status: JSON.parse(r.body).review_status }, changes_applied: 0 },
  });
  return {
    [`GET ${base}/products/${product.id}`]: () => ({ body: { ...detail, product } }),
    [`GET ${base}/raw-products/${product.raw_product_id}`]: () => ({ body: rawProductFor(5) }),
    [`GET ${base}/raw-products/${product.raw_product_id}/fields`]: () => ({ body: { fields: [] } }),
    [`GET ${base}/field-groups`]: () => ({ body: { groups: [] } }),
    [`POST ${base}/products/${product.id}/review`]: answer,
    [`PUT ${base}/products/${product.id}/review`]: answer,
  };
}

describe('useProductReviewSession (issue #4: the catalogue edit action)', () => {
  it('opens the one product, approves it with POST, then closes instead of advancing and tells the host', async () => {
    server = await startFakeApi(productApi('pending'));
    const { wrapper, queryClient } = apiWrapper(server.origin);
    queryClient.setQueryData(reviewKeys.stats(COMPANY), { total_pending: 4, total_approved: 1, total_rejected: 0 });
    const onClose = vi.fn();
    const onReviewed = vi.fn();
    const { result } = renderHook(
      () => useProductReviewSession({ companyId: COMPANY, productId: uid(5), onClose, onReviewed }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail?.product.id).toBe(uid(5)));
    expect(result.current).toMatchObject({
      isOpen: true,
      status: 'viewing',
      inQueue: false,
      canStep: false,
      canDecide: true,
    });

    await act(() => result.current.approve());
    expect(callsTo(server, 'POST', `${base}/products/${uid(5)}/review`)).toHaveLength(1);
    expect(onReviewed).toHaveBeenCalledWith({ id: uid(5) }, 'approved');
    expect(result.current.message?.text).toBe(APPROVED_MESSAGE);
    // The counters of any queue of the company are reloaded, not guessed.
    expect(queryClient.getQueryState(reviewKeys.stats(COMPANY))?.isInvalidated).toBe(true);
    await waitFor(() => expect(result.current.isOpen).toBe(false));
    expect(onClose).toHaveBeenCalledTimes(1);
    // The message outlives the dialog, so the page can still show it.
    expect(result.current.message?.text).toBe(APPROVED_MESSAGE);
  });

  it('changes the decision of an approved product with PUT review, and opens in edit mode when asked', async () => {
    server = await startFakeApi(productApi('approved'));
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(
      () => useProductReviewSession({ companyId: COMPANY, productId: uid(5), initialMode: 'edit' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail).not.toBeNull());
    expect(result.current.mode).toBe('edit');
    act(() => result.current.editField(field(1).field_definition_id, 'Changed value'));
    expect(result.current.canSave).toBe(true);

    await act(() => result.current.reject());
    expect(callsTo(server, 'POST', `${base}/products/${uid(5)}/review`)).toHaveLength(0);
    const [put] = callsTo(server, 'PUT', `${base}/products/${uid(5)}/review`);
    expect(JSON.parse(put!.body)).toMatchObject({ review_status: 'rejected' });
    expect(result.current.message?.text).toBe(REJECTED_MESSAGE);
    await waitFor(() => expect(result.current.isOpen).toBe(false));
  });

  it('stays closed without a product and closes when the host drops it', async () => {
    server = await startFakeApi(productApi('pending'));
    const { wrapper } = apiWrapper(server.origin);
    const onClose = vi.fn();
    const { result, rerender } = renderHook(
      ({ productId }: { productId: string | null }) =>
        useProductReviewSession({ companyId: COMPANY, productId, onClose }),
      {
        wrapper,
        initialProps: { productId: null as string | null },
      },
    );
    expect(result.current.isOpen).toBe(false);
    expect(callsTo(server, 'GET', `${base}/products/${uid(5)}`)).toHaveLength(0);
    rerender({ productId: uid(5) });
    await waitFor(() => expect(result.current.detail?.product.id).toBe(uid(5)));
    rerender({ productId: null });
    expect(result.current.isOpen).toBe(false);
    // Closed by the host, so the host is not told again.
    expect(onClose).not.toHaveBeenCalled();
  });
});
