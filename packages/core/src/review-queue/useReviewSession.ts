import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  reviewRoutes,
  type FieldDefinition,
  type ProductDetailResponse,
  type ReviewQueueProduct,
} from '../contract/index';
import { useApiClient } from '../provider/index';
import { useTexts, commonMessages, productFieldsMessages, reviewQueueMessages } from '../messages/index';
import {
  SAVE_FAILED_MESSAGE,
  addedField,
  buildSavePlan,
  editProblems,
  editsAsFieldChanges,
  failureDetail,
  isSaveConflict,
  isSavePlanError,
  reviewChecks,
  saveCause,
  saveStepFailureMessage,
  useCreateCustomField,
  useFieldChoices,
  withAddedFields,
  type FieldDraft,
} from '../product-fields/index';
import { REVIEW_PLACEHOLDER_USER_ID } from './constants';
import { rawInputQuery } from './reviewQueries';
import { invalidateReviewLists } from '../shared/invalidation';
import { fieldGroupsQuery, productDetailQuery, runSavePlan } from '../shared/productQueries';
import { reviewKeys } from '../shared/queryKeys';
import { canDecide, canSave, canStep, isDialogOpen, reviewSession } from './reviewSession';
import { initialReviewSession, type ReviewMode, type ReviewVerdict } from './reviewSessionTypes';
import type { ReviewLoadError, ReviewQueueController } from './useReviewQueue';
import {
  useAutoAdvance,
  useMessageTimeout,
  usePrefetchNext,
  useQueueSync,
  useSessionEffects,
} from './useReviewSessionEffects';

export interface UseReviewSessionOptions {
  /** The company whose products are reviewed. */
  companyId: string;
  /**
   * The queue the dialog walks through (from useReviewQueue). Without one the session reviews the products it
   * is opened on, one at a time: no Next / Previous, and after a decision the dialog closes (useProductReviewSession).
   */
  queue?: ReviewQueueController;
  /** Called after a product was approved or rejected, with the queue item (or the product's id) and the decision. Default none. */
  onReviewed?: (product: ReviewQueueProduct | { id: string }, decision: ReviewVerdict) => void;
  /** Told when a product's detail or input data fails to load. Default none. */
  onLoadError?: (error: ReviewLoadError) => void;
  /** Prefetch the next product's data while the reviewer reads the current one; default true. */
  prefetch?: boolean;
  /** user_id sent with reviews and bulk updates; default the spec's fixed placeholder (the server records the signed-in user). */
  userId?: string;
}

/**
 * The review dialog's logic: the reviewSession reducer wired to the calls of spec part 1 §7 — product
 * detail with history, raw product and raw fields, field saves, add / create field, review submission —
 * plus auto-advance, paging, the message overlay timer and prefetch of the next product.
 */
export function useReviewSession({
  companyId,
  queue,
  onReviewed,
  onLoadError,
  prefetch = true,
  userId = REVIEW_PLACEHOLDER_USER_ID,
}: UseReviewSessionOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reviewSession, queue?.pageSize, (pageSize) =>
    initialReviewSession({ pageSize }),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const busy = useRef(false);
  // Read through a ref so the actions stay the same functions across renders (memoised field rows rely on it).
  const queueRef = useRef(queue);
  queueRef.current = queue;
  const callbacks = useRef({ onReviewed, onLoadError });
  callbacks.current = { onReviewed, onLoadError };
  // The provider's texts, read by the actions when they finish (so the actions keep their identity).
  const messages = {
    common: useTexts('common', commonMessages),
    reviewQueue: useTexts('reviewQueue', reviewQueueMessages),
    productFields: useTexts('productFields', productFieldsMessages),
  };
  const texts = useRef(messages);
  texts.current = messages;

  useQueueSync(queue, dispatch);
  useSessionEffects(state, queue, dispatch);
  useAutoAdvance(state, dispatch);
  useMessageTimeout(state, dispatch);
  const upcomingId = usePrefetchNext(state, client, companyId, prefetch);

  // The queue item of the open product, remembered after it leaves the queue.
  const itemRef = useRef<ReviewQueueProduct | null>(null);
  const listed = state.products.find((p) => p.id === state.currentId) ?? null;
  if (listed) itemRef.current = listed;
  else if (itemRef.current?.id !== state.currentId) itemRef.current = null;
  const item = itemRef.current;

  const currentId = state.currentId;
  const detailQuery = useQuery({
    ...productDetailQuery(client, companyId, currentId ?? ''),
    enabled: currentId !== null,
  });
  // Each newly fetched (or, on opening, cached) detail of the open product goes into the reducer during this
  // render, not one effect later: a prefetched product shows in the very commit that opens it (issue #4).
  const arrived = detailQuery.data?.product.id === currentId ? detailQuery.data : null;
  const [received, setReceived] = useState<ProductDetailResponse | null>(null);
  if (arrived !== received) {
    setReceived(arrived);
    if (arrived) dispatch({ type: 'productLoaded', detail: arrived });
  }
  const { detail } = state;
  const problems = useMemo(() => editProblems(state.edits), [state.edits]);
  // The product's fields with the fields added since the last save (issue #14).
  const storedFields = detail?.product.fields;
  const fields = useMemo(() => withAddedFields(storedFields ?? [], state.edits), [storedFields, state.edits]);
  // What to check first: the latest enhancement's flags and low confidences.
  const checks = useMemo(() => reviewChecks(detail?.product, fields), [detail?.product, fields]);
  // Allowed values (with counts) of select fields, loaded in edit mode (issue #14).
  const choices = useFieldChoices({ companyId, fields, enabled: state.mode === 'edit' && currentId !== null });
  // Field groups order the groups of the enhanced data; a failure only loses that order (logged).
  const groupsQuery = useQuery({ ...fieldGroupsQuery(client, companyId), enabled: currentId !== null });
  useEffect(() => {
    if (groupsQuery.error) console.warn(`[curate] Loading field groups failed: ${failureDetail(groupsQuery.error)}`);
  }, [groupsQuery.error]);
  const rawId = detail?.product.raw_product_id ?? item?.raw_product_id ?? null;
  const rawQuery = useQuery({ ...rawInputQuery(client, companyId, rawId ?? ''), enabled: rawId !== null });
  useEffect(() => {
    if (detailQuery.error)
      callbacks.current.onLoadError?.({ type: 'product', message: failureDetail(detailQuery.error) });
  }, [detailQuery.error]);
  useEffect(() => {
    if (rawQuery.error)
      callbacks.current.onLoadError?.({ type: 'raw-product', message: failureDetail(rawQuery.error) });
  }, [rawQuery.error]);

  // The newest product version a write of ours answered with (the detail refetch may lag behind).
  const versions = useRef(new Map<string, number>());
  // Both read and write refs only, so they never change.
  const versionOf = useCallback((productId: string): number | undefined => {
    const known = versions.current.get(productId);
    const loaded =
      stateRef.current.detail?.product.id === productId ? stateRef.current.detail.product.version : undefined;
    return known === undefined ? loaded : loaded === undefined ? known : Math.max(known, loaded);
  }, []);
  const noteVersion = useCallback((productId: string, version: number | undefined) => {
    if (version === undefined) versions.current.delete(productId);
    else versions.current.set(productId, version);
  }, []);

  const refreshDetail = useCallback(
    (productId: string) => queryClient.invalidateQueries({ queryKey: reviewKeys.detail(companyId, productId) }),
    [companyId, queryClient],
  );

  const save = useCallback(async () => {
    const s = stateRef.current;
    // A second save is blocked while one runs — spec part 1 §4.
    if (busy.current || !canSave(s) || !s.detail || s.currentId === null) return;
    busy.current = true;
    const productId = s.currentId;
    dispatch({ type: 'save' });
    try {
      const version = await runSavePlan(client, companyId, productId, buildSavePlan(s.detail.product.fields, s.edits), {
        userId,
        version: versionOf(productId),
      });
      noteVersion(productId, version);
      dispatch({ type: 'saveSucceeded', productId, text: texts.current.productFields.saveSucceeded });
      void refreshDetail(productId);
    } catch (error) {
      console.error(`[curate] ${SAVE_FAILED_MESSAGE}`, saveCause(error));
      const planError = isSavePlanError(error) ? error : null;
      if (planError && planError.saved.length > 0) noteVersion(productId, planError.version);
      if (isSaveConflict(error)) {
        // Someone else changed the product: say so and show its current data (decision, issue #4).
        versions.current.delete(productId);
        dispatch({
          type: 'saveFailed',
          productId,
          message: texts.current.reviewQueue.saveConflict,
          savedFieldIds: planError?.savedFieldIds,
        });
        void refreshDetail(productId);
      } else {
        // The spec only logs a failed save here (part 1 §8); the user is told which field and why (issue #14).
        const fields = withAddedFields(s.detail.product.fields, s.edits);
        const nameOf = (id: string) => fields.find((f) => f.field_definition_id === id)?.display_name;
        dispatch({
          type: 'saveFailed',
          productId,
          message: planError
            ? saveStepFailureMessage(planError, nameOf, texts.current.productFields, texts.current.common.unknownError)
            : `${texts.current.productFields.saveFailed} ${failureDetail(error, texts.current.common.unknownError)}`,
          fieldIds: planError?.step.fieldIds,
          savedFieldIds: planError?.savedFieldIds,
        });
        if (planError && planError.saved.length > 0) void refreshDetail(productId);
      }
    } finally {
      busy.current = false;
    }
  }, [client, companyId, refreshDetail, userId, versionOf, noteVersion]);

  const decide = useCallback(
    async (verdict: ReviewVerdict, notes?: string) => {
      const s = stateRef.current;
      if (busy.current || !canDecide(s) || s.currentId === null) return;
      busy.current = true;
      const productId = s.currentId;
      const reviewed = s.products.find((p) => p.id === productId) ?? { id: productId };
      // Approving in Edit Mode sends unsaved edits along as field_changes, so they are never lost; in View Mode
      // the edits are not on screen and are not sent (the dialog asks first).
      const fieldChanges =
        verdict === 'approved' && s.mode === 'edit' && s.edits.dirty && s.detail
          ? editsAsFieldChanges(s.detail.product.fields, s.edits)
          : undefined;
      // The call starts before the dialog re-renders, so it overlaps the auto-advance delay (issue #4).
      // A pending product gets its decision (POST); a decided one, opened from elsewhere, has it changed (PUT).
      const decided = s.detail !== null && s.detail.product.review_status !== 'pending';
      const request = client.request(decided ? reviewRoutes.updateReview : reviewRoutes.submitReview, {
        params: { companyId, productId },
        body: {
          review_status: verdict,
          review_notes: notes ?? null,
          user_id: userId,
          ...(fieldChanges ? { field_changes: fieldChanges, expected_version: versionOf(productId) } : {}),
        },
      });
      dispatch({ type: 'submit', verdict, at: Date.now() });
      try {
        await request;
        // The reducer first (it notes where the product sat), then the cached page and counters.
        const { reviewQueue } = texts.current;
        dispatch({
          type: 'submitSucceeded',
          productId,
          verdict,
          text: verdict === 'approved' ? reviewQueue.approved : reviewQueue.rejected,
        });
        if (queueRef.current) queueRef.current.applyDecision(productId, verdict);
        else {
          // No queue here: any queue, counters or tab badge of this company on screen reload.
          void invalidateReviewLists(queryClient, companyId);
        }
        // Marked stale for a later visit, not refetched: the dialog moves on to the next product.
        void queryClient.invalidateQueries({ queryKey: reviewKeys.detail(companyId, productId), refetchType: 'none' });
        callbacks.current.onReviewed?.(reviewed, verdict);
      } catch (error) {
        const detail = failureDetail(error, texts.current.common.unknownError);
        dispatch({
          type: 'submitFailed',
          productId,
          message: detail,
          text: texts.current.reviewQueue.submitFailed(detail),
        });
      } finally {
        busy.current = false;
      }
    },
    [client, companyId, queryClient, userId, versionOf],
  );

  // Picking an existing field adds it to the pending edits; Save Changes sends it (issue #14).
  const addField = useCallback(async (definition: FieldDefinition) => {
    dispatch({ type: 'addField', field: addedField(definition) });
  }, []);

  // Creates a field definition in a group and adds it to the product; rejects with the create failure (see createFieldError).
  const creator = useCreateCustomField({ companyId, onCreated: addField });
  const createField = creator.create;

  // Actions that only dispatch never change, so parts that take them (memoised field rows) skip re-renders.
  const dispatchers = useMemo(
    () => ({
      open: (productId: string) => dispatch({ type: 'open', productId }),
      close: () => dispatch({ type: 'close' }),
      next: () => dispatch({ type: 'next' }),
      previous: () => dispatch({ type: 'previous' }),
      setMode: (mode: ReviewMode) => dispatch({ type: 'setMode', mode }),
      toggleMode: () => dispatch({ type: 'setMode', mode: stateRef.current.mode === 'edit' ? 'view' : 'edit' }),
      editField: (fieldId: string, draft: FieldDraft) => dispatch({ type: 'editField', fieldId, draft }),
      removeField: (fieldId: string) => dispatch({ type: 'removeField', fieldId }),
      restoreField: (fieldId: string) => dispatch({ type: 'restoreField', fieldId }),
      removeValue: (fieldId: string, index: number) => dispatch({ type: 'removeValue', fieldId, index }),
      addValue: (fieldId: string, value: string) => dispatch({ type: 'addValue', fieldId, value }),
      dismissMessage: (id: number) => dispatch({ type: 'dismissMessage', id }),
    }),
    [],
  );
  const actions = useMemo(
    () => ({
      ...dispatchers,
      approve: (notes?: string) => decide('approved', notes),
      reject: (notes?: string) => decide('rejected', notes),
      save,
      addField,
      createField,
    }),
    [dispatchers, decide, save, addField, createField],
  );

  return {
    ...actions,
    companyId,
    state,
    status: state.status,
    mode: state.mode,
    isOpen: isDialogOpen(state),
    /** The queue item of the open product (null when opened from elsewhere). */
    item,
    /** Detail of the open product (fields, sources, history) as stored; null while it loads. */
    detail,
    /** The fields to show: the product's, then the fields added since the last save (empty until loaded). */
    fields,
    /** The values to check (count) and the record's own flags; each field's check is fieldCheck(field), the order checkFirstGroups. */
    checks,
    /** Choices of the fields with allowed values, by field definition id (loaded in edit mode; see useFieldChoices). */
    fieldOptions: choices.options,
    detailStatus: detailQuery.status,
    detailError: detailQuery.error,
    retryDetail: detailQuery.refetch,
    /** The company's field groups (empty until loaded or when they fail to load). */
    fieldGroups: groupsQuery.data ?? [],
    raw: {
      status: rawId === null ? ('none' as const) : rawQuery.status,
      input: rawQuery.data ?? null,
      error: rawQuery.error,
    },
    edits: state.edits,
    /** The text-rule message of each edited value the API would refuse, by field definition id (issue #11); Save, Approve and Reject wait while any. */
    problems,
    message: state.message,
    canSave: canSave(state),
    canDecide: canDecide(state),
    canStep: queue !== undefined && canStep(state),
    /** Whether the session walks a queue (Next / Previous, auto-advance); false for one product. */
    inQueue: queue !== undefined,
    upcomingId,
    createFieldStatus: creator.status,
    createFieldError: creator.errorMessage,
    resetCreateField: creator.reset,
  };
}

/** What useReviewSession returns. */
export type ReviewSessionController = ReturnType<typeof useReviewSession>;
