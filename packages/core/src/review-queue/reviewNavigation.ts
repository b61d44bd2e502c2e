// Moving between products: opening, closing, advancing after a decision, and paging — spec part 1 §4.
import { emptyEdits } from '../product-fields/index';
import { RELOAD_BELOW_REMAINING } from './constants';
import { lastPageFor } from './queueUpdates';
import { OUTSIDE_QUEUE, type AwaitedPick, type ReviewSessionState } from './reviewSessionTypes';

/** Opens a product: switching product resets the dialog to view mode and clears the edits and the flag — spec part 1 §4. */
export function openProduct(state: ReviewSessionState, productId: string): ReviewSessionState {
  const sameProduct = productId === state.currentId && (state.status === 'viewing' || state.status === 'editing');
  if (sameProduct) return state;
  return {
    ...state,
    status: 'viewing',
    mode: 'view',
    currentId: productId,
    detail: state.detail?.product.id === productId ? state.detail : null,
    edits: emptyEdits,
    verdict: null,
    decidedAt: null,
    decidedIndex: null,
    awaiting: null,
  };
}

/** Closes the dialog; the edits and the flag are cleared — spec part 1 §4. */
export function closeDialog(state: ReviewSessionState): ReviewSessionState {
  return {
    ...state,
    status: 'closed',
    mode: 'view',
    currentId: null,
    detail: null,
    edits: emptyEdits,
    verdict: null,
    decidedAt: null,
    decidedIndex: null,
    awaiting: null,
  };
}

/** Asks the host for a page and waits for it to open one of its products. */
function awaitPage(state: ReviewSessionState, page: number, pick: AwaitedPick): ReviewSessionState {
  return { ...state, status: 'advancing', awaiting: { page, pick }, effect: { type: 'loadPage', page } };
}

/** Whether pending products exist beyond the loaded page. */
const moreAfterPage = (state: ReviewSessionState): boolean =>
  state.total > state.page * state.pageSize + state.products.length;

/**
 * After the 300 ms delay: opens the product that followed the decided one. When the loaded page has run
 * out and more exist, the page is fetched again (the decided products left it, so the following ones moved
 * up); with only earlier products left, the first of them opens; when none remain, the dialog closes. The
 * queue reloads when fewer than 3 items remain after advancing — spec part 1 §4. A product that was not in
 * the queue (the catalogue's edit action) closes the dialog: its reviewer came for that one product (decision,
 * issue #14), and the success message stays on the queue screen.
 */
export function advanceAfterDecision(state: ReviewSessionState): ReviewSessionState {
  if (state.status !== 'advancing' || state.decidedIndex === null) return state;
  const index = state.decidedIndex;
  if (index === OUTSIDE_QUEUE) return closeDialog(state);
  const { products } = state;
  if (index < products.length) return withReloadCheck(openProduct(state, products[index]!.id));
  if (moreAfterPage(state)) return awaitPage({ ...state, decidedIndex: null }, state.page, index);
  if (products.length > 0) return withReloadCheck(openProduct(state, products[0]!.id));
  if (state.total > 0)
    return awaitPage(
      { ...state, decidedIndex: null },
      Math.min(state.page, lastPageFor(state.total, state.pageSize)),
      'first',
    );
  return closeDialog(state);
}

function withReloadCheck(state: ReviewSessionState): ReviewSessionState {
  return state.products.length < RELOAD_BELOW_REMAINING ? { ...state, effect: { type: 'reload' } } : state;
}

/** Opens the product after (step 1) or before (step -1) the current one, across pages; ignored with unsaved changes. */
export function stepProduct(state: ReviewSessionState, step: 1 | -1): ReviewSessionState {
  if ((state.status !== 'viewing' && state.status !== 'editing') || state.edits.dirty) return state;
  const { products } = state;
  const index = products.findIndex((p) => p.id === state.currentId);
  const target = index === -1 ? (step === 1 ? 0 : products.length - 1) : index + step;
  if (target >= 0 && target < products.length) return openProduct(state, products[target]!.id);
  if (step === 1 && moreAfterPage(state)) return awaitPage(state, state.page + 1, 'first');
  if (step === -1 && state.page > 0) return awaitPage(state, state.page - 1, 'last');
  return state;
}

/**
 * A loaded queue page replaces the snapshot. When the session waits for this page it opens the awaited
 * product; an empty page closes the dialog when nothing is pending, else the last page with products is
 * fetched.
 */
export function receivePage(
  state: ReviewSessionState,
  page: { products: ReviewSessionState['products']; total: number; page: number },
): ReviewSessionState {
  const next: ReviewSessionState = { ...state, products: page.products, total: page.total, page: page.page };
  const awaiting = state.awaiting;
  if (!awaiting || awaiting.page !== page.page) return next;
  const { products } = page;
  if (products.length === 0) {
    const last = lastPageFor(page.total, state.pageSize);
    if (page.total > 0 && last < page.page) return awaitPage(next, last, 'first');
    return closeDialog(next);
  }
  const pick = awaiting.pick;
  const index = pick === 'first' ? 0 : pick === 'last' ? products.length - 1 : Math.min(pick, products.length - 1);
  return openProduct({ ...next, awaiting: null }, products[index]!.id);
}

/** The product whose data to prefetch: the one that opens next after a decision (or Next). */
export function upcomingProductId(state: ReviewSessionState): string | null {
  const { products } = state;
  const index = products.findIndex((p) => p.id === state.currentId);
  if (index >= 0) return products[index + 1]?.id ?? null;
  if (state.currentId === null) return null;
  if (state.decidedIndex === OUTSIDE_QUEUE) return null;
  return products[state.decidedIndex ?? 0]?.id ?? products[0]?.id ?? null;
}
