import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isApiError } from '../client/index';
import {
  productRoutes,
  type EnhancedProductWithFields,
  type FieldDefinition,
  type ProductDetailResponse,
} from '../contract/index';
import { useApiClient } from '../provider/index';
import { useTexts, commonMessages, productDetailMessages, productFieldsMessages } from '../messages/index';
import {
  addedField,
  applySavedEdits,
  buildSavePlan,
  editProblems,
  failureDetail,
  isSavePlanError,
  reviewChecks,
  saveCause,
  splitSavedEdits,
  useCreateCustomField,
  useFieldChoices,
  withAddedFields,
  type FieldDraft,
} from '../product-fields/index';
import { invalidateCatalogLists } from '../shared/invalidation';
import {
  REVIEW_PLACEHOLDER_USER_ID,
  fieldGroupsQuery,
  productDetailQuery,
  runSavePlan,
} from '../shared/productQueries';
import { reviewKeys } from '../shared/queryKeys';
import { DETAIL_MESSAGE_MS } from './constants';
import { detailFieldGroups } from './detailFields';
import { invalidateAfterDelete } from './detailQueries';
import { detailFailureMessage, saveFailureMessage } from './messages';
import {
  canRevertNow,
  canSaveDetail,
  initialProductDetail,
  productDetailSession,
  type ProductDetailMode,
} from './productDetailSession';

export interface UseProductDetailOptions {
  /** The company the product belongs to. */
  companyId: string;
  /** The enhanced product's id; null loads nothing. */
  productId: string | null;
  /** Set false to stop loading (e.g. dialog closed); default true. */
  enabled?: boolean;
  /** Called after the product was deleted, with the product as last loaded. Default none. */
  onDeleted?: (product: EnhancedProductWithFields) => void;
  /** Called after a save succeeded, with the product as now shown. Default none. */
  onSaved?: (product: EnhancedProductWithFields) => void;
  /** user_id sent with bulk updates; default the spec's fixed placeholder (the server records the signed-in user). */
  userId?: string;
  /** Whether the user may delete the product (see canDeleteProducts); false disables Delete. Default true. */
  canDelete?: boolean;
}

/**
 * The catalogue's product detail dialog logic — spec part 1 §2, §4, §7, §8: the product with its fields by
 * group, sources and audit history (GET /products/{id}?include_history=true), the shared edit tracking,
 * save (the shared save plan; a second save is blocked while one runs), add / create field, delete, revert
 * (then product and history reload). Save, delete and revert mark the catalogue lists stale.
 */
export function useProductDetail({
  companyId,
  productId,
  enabled = true,
  onDeleted,
  onSaved,
  userId = REVIEW_PLACEHOLDER_USER_ID,
  canDelete = true,
}: UseProductDetailOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(productDetailSession, initialProductDetail);
  // Opening another product, and closing, clear the edits and return to view mode — spec part 1 §4.
  const shown = enabled ? productId : null;
  const [shownId, setShownId] = useState(shown);
  if (shownId !== shown) {
    setShownId(shown);
    dispatch({ type: 'reset' });
  }
  const stateRef = useRef(state);
  stateRef.current = state;
  const busy = useRef(false);
  const callbacks = useRef({ onDeleted, onSaved });
  const canDeleteRef = useRef(canDelete);
  canDeleteRef.current = canDelete;
  callbacks.current = { onDeleted, onSaved };
  // The provider's texts, read by the actions when they finish (so the actions keep their identity).
  const messages = {
    common: useTexts('common', commonMessages),
    productDetail: useTexts('productDetail', productDetailMessages),
    productFields: useTexts('productFields', productFieldsMessages),
  };
  const texts = useRef(messages);
  texts.current = messages;

  const active = enabled && productId !== null && companyId !== '' && state.status !== 'deleted';
  const detailQuery = useQuery({ ...productDetailQuery(client, companyId, productId ?? ''), enabled: active });
  const groupsQuery = useQuery({ ...fieldGroupsQuery(client, companyId), enabled: active });
  const detail = detailQuery.data ?? null;
  const detailRef = useRef(detail);
  detailRef.current = detail;

  useEffect(() => {
    if (!state.message) return;
    const { id } = state.message;
    const timer = setTimeout(() => dispatch({ type: 'dismissMessage', id }), DETAIL_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state.message]);

  const updateCached = useCallback(
    (change: (product: EnhancedProductWithFields) => EnhancedProductWithFields) =>
      queryClient.setQueryData<ProductDetailResponse>(
        reviewKeys.detail(companyId, productId ?? ''),
        (old) => old && { ...old, product: change(old.product) },
      ),
    [queryClient, companyId, productId],
  );
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: reviewKeys.detail(companyId, productId ?? '') }),
    [queryClient, companyId, productId],
  );
  const fieldOf = useCallback(
    (fieldId: string) =>
      withAddedFields(detailRef.current?.product.fields ?? [], stateRef.current.edits).find(
        (f) => f.field_definition_id === fieldId,
      ),
    [],
  );

  const save = useCallback(async () => {
    const s = stateRef.current;
    const current = detailRef.current;
    // A second save is blocked while one runs — spec part 1 §4.
    if (busy.current || !canSaveDetail(s) || !current || productId === null) return;
    busy.current = true;
    dispatch({ type: 'save' });
    try {
      const plan = buildSavePlan(current.product.fields, s.edits);
      const version = await runSavePlan(client, companyId, productId, plan, {
        userId,
        version: current.product.version,
      });
      // Removed fields leave the list and values update at once; the refetch brings the new history — spec part 1 §4.
      updateCached((p) => ({ ...p, version: version ?? p.version, fields: applySavedEdits(p.fields, s.edits) }));
      dispatch({ type: 'saveSucceeded', text: texts.current.productFields.saveSucceeded });
      const saved = queryClient.getQueryData<ProductDetailResponse>(reviewKeys.detail(companyId, productId))?.product;
      if (saved) callbacks.current.onSaved?.(saved);
      void reload();
      void invalidateCatalogLists(queryClient, companyId);
    } catch (error) {
      console.error('[curate] Saving product changes failed', saveCause(error));
      const planError = isSavePlanError(error) ? error : null;
      const savedFieldIds = planError?.savedFieldIds ?? [];
      if (savedFieldIds.length > 0) {
        // The calls that succeeded stay saved: their values show at once (issue #14).
        const { saved } = splitSavedEdits(s.edits, savedFieldIds);
        updateCached((p) => ({
          ...p,
          version: planError?.version ?? p.version,
          fields: applySavedEdits(p.fields, saved),
        }));
        void invalidateCatalogLists(queryClient, companyId);
      }
      const fields = withAddedFields(current.product.fields, s.edits);
      const nameOf = (id: string) => fields.find((f) => f.field_definition_id === id)?.display_name;
      dispatch({
        type: 'saveFailed',
        message: saveFailureMessage(error, nameOf, texts.current),
        fieldIds: planError?.step.fieldIds,
        savedFieldIds,
      });
      // Part of the plan may have been applied, or someone else changed the product (409): show its current
      // data and version; the unsaved edits stay.
      void reload();
    } finally {
      busy.current = false;
    }
  }, [client, companyId, productId, queryClient, reload, updateCached, userId]);

  const confirmDelete = useCallback(async () => {
    const product = detailRef.current?.product;
    if (busy.current || stateRef.current.status !== 'confirmingDelete' || productId === null) return;
    busy.current = true;
    dispatch({ type: 'delete' });
    try {
      await client.request(productRoutes.deleteProduct, { params: { companyId, productId } });
      dispatch({ type: 'deleteSucceeded' });
      void invalidateAfterDelete(queryClient, companyId, productId);
      if (product) callbacks.current.onDeleted?.(product);
    } catch (error) {
      console.error('[curate] Deleting the product failed', error);
      // The spec's text whatever the cause, a refusal (403) included (issue #14); the console keeps the detail.
      dispatch({ type: 'deleteFailed', message: texts.current.productDetail.deleteFailed });
    } finally {
      busy.current = false;
    }
  }, [client, companyId, productId, queryClient]);

  const revert = useCallback(
    async (historyId: string) => {
      if (busy.current || !canRevertNow(stateRef.current) || productId === null) return;
      busy.current = true;
      dispatch({ type: 'revert', historyId });
      try {
        await client.request(productRoutes.revertHistoryEntry, { params: { companyId, productId, historyId } });
        // After a revert the product and its history reload — spec part 1 §4.
        await reload();
        dispatch({ type: 'revertSucceeded', historyId });
        void invalidateCatalogLists(queryClient, companyId);
      } catch (error) {
        console.error('[curate] Reverting the change failed', error);
        dispatch({
          type: 'revertFailed',
          historyId,
          message: detailFailureMessage(
            error,
            texts.current.productDetail.revertFailed,
            texts.current.common.unknownError,
          ),
        });
        if (isApiError(error) && error.status === 409) void reload(); // e.g. already reverted elsewhere
      } finally {
        busy.current = false;
      }
    },
    [client, companyId, productId, queryClient, reload],
  );

  // Picking an existing field adds it to the pending edits; Save Changes sends it (issue #14).
  const addField = useCallback(async (definition: FieldDefinition) => {
    dispatch({ type: 'addField', field: addedField(definition) });
  }, []);

  // Creates a field definition in a group and adds it to the product; rejects with the create failure (see createFieldError).
  const creator = useCreateCustomField({ companyId, onCreated: addField });
  const createField = creator.create;

  const actions = useMemo(
    () => ({
      setMode: (mode: ProductDetailMode) => dispatch({ type: 'setMode', mode }),
      toggleMode: () => dispatch({ type: 'setMode', mode: stateRef.current.mode === 'edit' ? 'view' : 'edit' }),
      editField: (fieldId: string, draft: FieldDraft) => {
        const field = fieldOf(fieldId);
        if (field) dispatch({ type: 'editField', field, draft });
      },
      removeField: (fieldId: string) => dispatch({ type: 'removeField', fieldId }),
      restoreField: (fieldId: string) => dispatch({ type: 'restoreField', fieldId }),
      removeValue: (fieldId: string, index: number) => {
        const field = fieldOf(fieldId);
        if (field) dispatch({ type: 'removeValue', field, index });
      },
      addValue: (fieldId: string, value: string) => {
        const field = fieldOf(fieldId);
        if (field) dispatch({ type: 'addValue', field, value });
      },
      askDelete: () => {
        if (canDeleteRef.current) dispatch({ type: 'askDelete' });
      },
      cancelDelete: () => dispatch({ type: 'cancelDelete' }),
      dismissMessage: (id: number) => dispatch({ type: 'dismissMessage', id }),
      /** Clears edits and returns to view mode (on closing — spec part 1 §4). */
      reset: () => dispatch({ type: 'reset' }),
      save,
      confirmDelete,
      revert,
      addField,
      createField,
    }),
    [save, confirmDelete, revert, addField, createField, fieldOf],
  );

  const editing = state.mode === 'edit' && state.status !== 'deleted';
  const storedFields = detail?.product.fields;
  // The product's fields with the fields added since the last save (issue #14).
  const fields = useMemo(() => withAddedFields(storedFields ?? [], state.edits), [storedFields, state.edits]);
  const groups = useMemo(
    () => detailFieldGroups(fields, groupsQuery.data ?? [], { editing }),
    [fields, groupsQuery.data, editing],
  );
  // What to check first: the latest enhancement's flags and low confidences.
  const checks = useMemo(() => reviewChecks(detail?.product, fields), [detail?.product, fields]);
  // Allowed values (with counts) of select fields, loaded in edit mode (issue #14).
  const choices = useFieldChoices({ companyId, fields, enabled: editing && active });
  const problems = useMemo(() => editProblems(state.edits), [state.edits]);

  return {
    ...actions,
    companyId,
    productId,
    /** Whether Delete is offered (the user's roles allow it). */
    canDelete,
    /** Loading of the product: 'pending' | 'error' | 'success'. */
    status: detailQuery.status,
    error: detailQuery.error,
    errorMessage: detailQuery.error ? failureDetail(detailQuery.error, messages.common.unknownError) : null,
    isFetching: detailQuery.isFetching,
    product: detail?.product ?? null,
    /** The product's fields by group (shared grouping; in edit mode every group, for adding fields), added ones included. */
    groups,
    /** The fields to show: the product's, then the fields added since the last save. */
    fields,
    /** The values to check (count) and the record's own flags; each field's check is fieldCheck(field). */
    checks,
    /** Choices of the fields with allowed values, by field definition id (loaded in edit mode; see useFieldChoices). */
    fieldOptions: choices.options,
    sources: detail?.sources ?? [],
    /** Audit entries, newest first. */
    history: detail?.history ?? [],
    /** The dialog's state: status, mode, edits, revertingId, message. */
    state,
    mode: state.mode,
    edits: state.edits,
    message: state.message,
    /** The text-rule message of each edited value the API would refuse, by field definition id (issue #11); Save waits while any. */
    problems,
    canSave: canSaveDetail(state),
    canRevert: canRevertNow(state),
    refetch: detailQuery.refetch,
    createFieldStatus: creator.status,
    createFieldError: creator.errorMessage,
    resetCreateField: creator.reset,
  };
}

/** What useProductDetail returns. */
export type ProductDetailController = ReturnType<typeof useProductDetail>;
