import type { ProductDetailResponse, ProductField, ReviewQueueProduct, ReviewQueueStats } from '../contract/index';
import { emptyEdits, type FieldDraft, type FieldEdits } from '../product-fields/index';

/**
 * Where the review dialog is — spec part 1 §4. 'idle' before any product was opened, 'closed' after the
 * dialog closed; 'viewing' / 'editing' follow the mode toggle; 'saving' and 'submitting' while a call runs;
 * 'advancing' between a decision and the next product (300 ms, or until the next page has loaded).
 */
export type ReviewSessionStatus = 'idle' | 'viewing' | 'editing' | 'saving' | 'submitting' | 'advancing' | 'closed';

/** The View Mode / Edit Mode toggle. */
export type ReviewMode = 'view' | 'edit';

/** A decision the review dialog makes (its footer offers Approve and Reject). */
export type ReviewVerdict = 'approved' | 'rejected';

/** The message overlay's content; hidden after MESSAGE_OVERLAY_MS. */
export interface ReviewMessage {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

/** Work the reducer asks its host hook to do; the hook answers with 'effectHandled'. */
export type ReviewSessionEffect =
  /** Fetch this queue page. The current page is fetched again when reviewed products left it: the following ones moved up. */
  | { type: 'loadPage'; page: number }
  /** Refetch the loaded page and the counters (fewer than 3 items remain — spec part 1 §4). */
  | { type: 'reload' };

/** Which product to open once an awaited page has loaded: the first, the last, or the one at an index. */
export type AwaitedPick = 'first' | 'last' | number;

export interface ReviewSessionState {
  status: ReviewSessionStatus;
  mode: ReviewMode;
  /** The loaded queue page, less the products decided since it loaded. */
  products: readonly ReviewQueueProduct[];
  /** Pending products on the server (the queue's total), less the ones decided since. */
  total: number;
  /** Zero-based page of `products`. */
  page: number;
  pageSize: number;
  /** Pending / approved / rejected counters; null until loaded. */
  stats: ReviewQueueStats | null;
  /** Enhanced product id of the product in the dialog; null when none is open. */
  currentId: string | null;
  /** Detail of the current product (fields, sources, history); null while it loads. */
  detail: ProductDetailResponse | null;
  /** Unsaved edits of the current product and the unsaved-changes flag. */
  edits: FieldEdits;
  /** The decision being submitted ('submitting') or just made ('advancing'). */
  verdict: ReviewVerdict | null;
  /** When (ms, the clock the hook passes) Approve / Reject was pressed; the 300 ms auto-advance counts from it. */
  decidedAt: number | null;
  /**
   * Position the decided product had in `products`; the next product opens there. OUTSIDE_QUEUE when it was
   * not in the queue (opened from elsewhere, e.g. the catalogue): the dialog then closes instead.
   */
  decidedIndex: number | null;
  /** A page being loaded to open one of its products. */
  awaiting: { page: number; pick: AwaitedPick } | null;
  effect: ReviewSessionEffect | null;
  message: ReviewMessage | null;
  /** Counter behind message ids. */
  messageSeq: number;
}

export type ReviewSessionAction =
  | { type: 'queueLoaded'; products: readonly ReviewQueueProduct[]; total: number; page: number }
  | { type: 'statsLoaded'; stats: ReviewQueueStats }
  | { type: 'open'; productId: string }
  | { type: 'close' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'productLoaded'; detail: ProductDetailResponse }
  | { type: 'setMode'; mode: ReviewMode }
  | { type: 'editField'; fieldId: string; draft: FieldDraft }
  | { type: 'removeField'; fieldId: string }
  | { type: 'restoreField'; fieldId: string }
  | { type: 'removeValue'; fieldId: string; index: number }
  | { type: 'addValue'; fieldId: string; value: string }
  /** An existing field picked in the add-field box (see addedField); pending until saved. */
  | { type: 'addField'; field: ProductField }
  | { type: 'save' }
  /** `text`: the success message (default the English one; the hook passes the provider's). */
  | { type: 'saveSucceeded'; productId: string; text?: string }
  /**
   * `message` names the failed call's fields (`fieldIds`) and says why; `savedFieldIds`: the fields whose
   * calls succeeded before it (they stay saved).
   */
  | {
      type: 'saveFailed';
      productId: string;
      message: string;
      fieldIds?: readonly string[];
      savedFieldIds?: readonly string[];
    }
  /** `at`: when the decision was made (e.g. Date.now()); without it the auto-advance delay counts from the success. */
  | { type: 'submit'; verdict: ReviewVerdict; at?: number }
  /** `text`: the success message (default the English one; the hook passes the provider's). */
  | { type: 'submitSucceeded'; productId: string; verdict: ReviewVerdict; text?: string }
  /** `message`: the server's detail; `text`: the whole message (default 'Failed to submit review: {message}'). */
  | { type: 'submitFailed'; productId: string; message: string; text?: string }
  | { type: 'advance' }
  | { type: 'effectHandled' }
  | { type: 'showMessage'; kind: ReviewMessage['kind']; text: string }
  | { type: 'dismissMessage'; id: number };

/** A session with nothing open; `pageSize` defaults to 20 (spec part 1 §9). */
export function initialReviewSession(
  init: Partial<Pick<ReviewSessionState, 'products' | 'total' | 'page' | 'pageSize' | 'stats'>> = {},
): ReviewSessionState {
  return {
    status: 'idle',
    mode: 'view',
    products: init.products ?? [],
    total: init.total ?? 0,
    page: init.page ?? 0,
    pageSize: init.pageSize ?? 20,
    stats: init.stats ?? null,
    currentId: null,
    detail: null,
    edits: emptyEdits,
    verdict: null,
    decidedAt: null,
    decidedIndex: null,
    awaiting: null,
    effect: null,
    message: null,
    messageSeq: 0,
  };
}

/** `decidedIndex` of a product decided while not in the queue (e.g. opened by the catalogue's edit action). */
export const OUTSIDE_QUEUE = -1;
