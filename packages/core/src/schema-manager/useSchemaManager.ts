import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  fieldRoutes,
  schemaManagerRoutes,
  type FieldDefinition,
  type MergeSuggestionsResponse,
  type SchemaOverview,
} from '../contract/index';
import { useApiClient } from '../provider/index';
import { reviewKeys } from '../shared/queryKeys';
import { useReportFailure } from '../shared/reportFailure';
import { aiAnalysisReducer, initialAiAnalysis } from './aiAnalysis';
import { commonMessages, schemaManagerMessages, useTexts } from '../messages/index';
import { AI_ANALYSIS_RETRIES, AI_ANALYSIS_STAGE_KEYS, AI_STAGE_MS, COMPANY_WAIT_MS, aiRetryDelayMs } from './constants';
import {
  fieldCreateBody,
  fieldUpdateBody,
  groupCreateBody,
  groupUpdateBody,
  type FieldEditorDraft,
  type GroupEditorDraft,
} from './editors';
import { compatibleTargets, initialMergeDialog, mergeDialogReducer } from './mergeDialog';
import {
  aiAnalysisErrorMessage,
  dismissErrorMessage,
  editorFailureMessage,
  isRetryableAnalysisError,
  refreshErrorMessage,
} from './messages';
import {
  applyFieldOrder,
  applyGroupOrder,
  fieldOrderBody,
  groupOrderBody,
  moveItem,
  schemaExport,
  schemaSearchIndex,
  schemaSections,
  searchSchema,
  startsExpanded,
} from './schemaView';
import { schemaKeys } from './schemaKeys';
import { useFieldSuggestions } from './useFieldSuggestions';

export { schemaKeys };

export interface UseSchemaManagerOptions {
  /** The selected company; while null the screen waits 5 s, then says 'No company selected…' (§2.8). */
  companyId: string | null | undefined;
  /** Called after fields were reordered (spec part 2 §4.5's notice to other parts of the app). */
  onFieldsReordered?: (groupId: string | null) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The Schema Manager — spec part 2 §2.8, §2.9, §4.4, §4.5, §5.5, §8.4: the overview with search,
 * expand/collapse, optimistic reorders (rolled back and reloaded on failure), the group and field editors'
 * saves, the merge dialog and the AI suggestions. Editor saves reject with the message to show.
 */
export function useSchemaManager({ companyId, onFieldsReordered }: UseSchemaManagerOptions) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const m = useTexts('schemaManager', schemaManagerMessages);
  const common = useTexts('common', commonMessages);
  const cid = companyId ?? '';
  const on = !!companyId;

  // ---- company wait (spec part 2 §2.8, §9)
  const [waitedOut, setWaitedOut] = useState(false);
  useEffect(() => {
    if (on) return setWaitedOut(false);
    const timer = setTimeout(() => setWaitedOut(true), COMPANY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [on]);

  // ---- overview
  const overviewKey = schemaKeys.overview(cid);
  const overview = useQuery({
    queryKey: overviewKey,
    queryFn: async ({ signal }) =>
      (await client.request(schemaManagerRoutes.getSchemaOverview, { params: { companyId: cid }, signal })).data,
    enabled: on,
  });
  useReportFailure(overview.error, 'Loading the schema');
  const sections = useMemo(() => (overview.data ? schemaSections(overview.data) : []), [overview.data]);
  const allFields = useMemo(() => sections.flatMap((section) => section.fields), [sections]);

  // ---- search and expand/collapse
  const [search, setSearch] = useState('');
  const searchIndex = useMemo(() => schemaSearchIndex(sections), [sections]);
  const result = useMemo(() => searchSchema(sections, search, searchIndex, m), [sections, search, searchIndex, m]);
  const [expanded, setExpanded] = useState<ReadonlySet<string> | null>(null);
  const total = overview.data?.total_fields;
  const knownKeys = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (total === undefined) return;
    const keys = sections.map((section) => section.key);
    const known = knownKeys.current;
    knownKeys.current = new Set(keys);
    if (known === null) {
      setExpanded(new Set(startsExpanded(total) ? keys : []));
      return;
    }
    // A group that appears later (just created) opens, so its 'Add First Field' shows.
    const added = keys.filter((key) => !known.has(key));
    if (added.length > 0) setExpanded((current) => new Set([...(current ?? []), ...added]));
  }, [total, sections]);
  const isExpanded = (key: string) => result.active || (expanded?.has(key) ?? false);
  const toggleSection = useCallback(
    (key: string) =>
      setExpanded((current) => {
        const next = new Set(current ?? []);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  // ---- notices (errors and successes of actions)
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; message: string } | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: overviewKey });
  const schemaChanged = async () => {
    await reload();
    await queryClient.invalidateQueries({ queryKey: reviewKeys.fieldGroups(cid) });
    // A field made, renamed or removed changes which read values no field holds.
    await queryClient.invalidateQueries({ queryKey: schemaKeys.fieldSuggestionsAll(cid) });
  };

  // ---- reorders: optimistic, rolled back and reloaded on failure (spec part 2 §4.5)
  const reorder = async (next: SchemaOverview, send: () => Promise<unknown>, failure: string) => {
    const previous = queryClient.getQueryData<SchemaOverview>(overviewKey);
    await queryClient.cancelQueries({ queryKey: overviewKey });
    queryClient.setQueryData(overviewKey, next);
    try {
      await send();
      return true;
    } catch {
      queryClient.setQueryData(overviewKey, previous);
      setNotice({ kind: 'error', message: failure });
      await reload();
      return false;
    }
  };
  const reorderFields = async (sectionKey: string, from: number, to: number) => {
    const data = overview.data;
    const section = sections.find((s) => s.key === sectionKey);
    if (!data || !section || result.active || from === to) return false;
    const moved = moveItem(section.fields, from, to);
    const groupId = section.group?.id ?? null;
    const ok = await reorder(
      applyFieldOrder(
        data,
        sectionKey,
        moved.map((field) => field.id),
      ),
      () =>
        client.request(schemaManagerRoutes.reorderSchemaFields, {
          params: { companyId: cid },
          body: fieldOrderBody(groupId, moved),
        }),
      m.reorderFieldsFailed,
    );
    if (ok) {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.fieldGroups(cid) });
      onFieldsReordered?.(groupId);
    }
    return ok;
  };
  const reorderGroups = async (from: number, to: number) => {
    const data = overview.data;
    if (!data || result.active || from === to) return false;
    const moved = moveItem(
      data.groups.map((entry) => entry.group),
      from,
      to,
    );
    return reorder(
      applyGroupOrder(
        data,
        moved.map((group) => group.id),
      ),
      () => client.request(fieldRoutes.reorderFieldGroups, { params: { companyId: cid }, body: groupOrderBody(moved) }),
      m.reorderGroupsFailed,
    );
  };

  // ---- editors: saves reject with the message to show (spec part 2 §8.4)
  const save = async <T>(work: () => Promise<T>, fallback: string): Promise<T> => {
    if (!on) throw new Error(m.noCompany);
    try {
      const answer = await work();
      await schemaChanged();
      return answer;
    } catch (failure) {
      throw new Error(editorFailureMessage(failure, fallback));
    }
  };
  const checked = <B>(parsed: { body: B | null; errors: Record<string, string> }): B => {
    // The contract's checks, through common.problem like the other widgets' forms.
    const problem = Object.values(parsed.errors)[0];
    if (parsed.body === null) throw new Error(problem === undefined ? m.invalidInput : common.problem(problem));
    return parsed.body;
  };
  const createGroup = (draft: GroupEditorDraft) =>
    save(async () => {
      const body = checked(groupCreateBody(draft));
      return (await client.request(fieldRoutes.createFieldGroup, { params: { companyId: cid }, body })).group;
    }, m.createGroupFailed);
  const updateGroup = (groupId: string, draft: GroupEditorDraft) =>
    save(async () => {
      const body = checked(groupUpdateBody(draft));
      return (await client.request(fieldRoutes.updateFieldGroup, { params: { companyId: cid, groupId }, body })).group;
    }, m.updateGroupFailed);
  const deleteGroup = (groupId: string) =>
    save(
      () => client.request(fieldRoutes.deleteFieldGroup, { params: { companyId: cid, groupId } }),
      m.deleteGroupFailed,
    );
  const createField = (draft: FieldEditorDraft) =>
    save(async () => {
      const body = checked(fieldCreateBody(draft));
      return (await client.request(fieldRoutes.createField, { params: { companyId: cid }, body })).field;
    }, m.createFieldFailed);
  const updateField = (fieldId: string, draft: FieldEditorDraft) =>
    save(async () => {
      const body = checked(fieldUpdateBody(draft));
      return (await client.request(fieldRoutes.updateField, { params: { companyId: cid, fieldId }, body })).field;
    }, m.updateFieldFailed);
  /** Deletes a field; one in use only with `withData` (the confirmed 'Delete Field & Data'). */
  const deleteField = (fieldId: string, withData = false) =>
    save(
      () =>
        client.request(fieldRoutes.deleteField, {
          params: { companyId: cid, fieldId },
          query: { delete_values: withData },
        }),
      m.deleteFieldFailed,
    );

  // ---- merge dialog (spec part 2 §4.4)
  const [merge, dispatchMerge] = useReducer(mergeDialogReducer, initialMergeDialog);
  const [mergeOpen, setMergeOpen] = useState(false);
  const runPreview = async (sourceId: string, targetId: string) => {
    dispatchMerge({ type: 'previewStarted' });
    try {
      const answer = await client.request(schemaManagerRoutes.previewFieldMerge, {
        params: { companyId: cid },
        body: { source_field_id: sourceId, target_field_id: targetId },
      });
      dispatchMerge({ type: 'previewLoaded', preview: answer.data });
    } catch (failure) {
      dispatchMerge({ type: 'previewFailed', message: editorFailureMessage(failure, m.previewFailed) });
    }
  };
  const previewMerge = () => {
    if (!on) return dispatchMerge({ type: 'previewFailed', message: m.noCompany });
    if (merge.source && merge.target) void runPreview(merge.source.id, merge.target.id);
  };
  const executeMerge = async () => {
    if (!merge.source || !merge.target || merge.step !== 'previewed') return;
    dispatchMerge({ type: 'executeStarted' });
    try {
      const answer = await client.request(schemaManagerRoutes.mergeFields, {
        params: { companyId: cid },
        body: {
          source_field_id: merge.source.id,
          target_field_id: merge.target.id,
          user_id: 'system',
          delete_source_field: true,
        },
      });
      dispatchMerge({ type: 'executed', result: answer });
      await schemaChanged();
      await queryClient.invalidateQueries({ queryKey: schemaKeys.suggestions(cid) });
    } catch (failure) {
      dispatchMerge({ type: 'executeFailed', message: editorFailureMessage(failure, m.mergeFailed) });
    }
  };
  const byId = useCallback((id: string) => allFields.find((field) => field.id === id) ?? null, [allFields]);

  // ---- field suggestions: values the enhancement read that no field holds (the Schema tab's panel)
  const fieldSuggestions = useFieldSuggestions({ companyId });

  // ---- AI suggestions (spec part 2 §4.4, §8.4)
  const suggestionsKey = schemaKeys.suggestions(cid);
  const suggestions = useQuery({
    queryKey: suggestionsKey,
    queryFn: ({ signal }) =>
      client.request(schemaManagerRoutes.listMergeSuggestions, {
        params: { companyId: cid },
        query: { status: 'pending' },
        signal,
      }),
    enabled: on,
  });
  const [ai, dispatchAi] = useReducer(aiAnalysisReducer, initialAiAnalysis);
  const aiAbort = useRef<AbortController | null>(null);
  const analyze = async () => {
    aiAbort.current?.abort();
    const abort = new AbortController();
    aiAbort.current = abort;
    const run = ai.run + 1;
    dispatchAi({ type: 'start' });
    const stages = Array.from({ length: AI_ANALYSIS_STAGE_KEYS.length - 1 }, (_, i) =>
      setTimeout(() => dispatchAi({ type: 'advance', run }), AI_STAGE_MS * (i + 1)),
    );
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const answer = await client.request(schemaManagerRoutes.generateMergeSuggestions, {
            params: { companyId: cid },
            body: {},
            signal: abort.signal,
          });
          if (abort.signal.aborted) return;
          queryClient.setQueryData<MergeSuggestionsResponse>(suggestionsKey, answer);
          dispatchAi({ type: 'succeeded', run, count: answer.suggestions.length });
          return;
        } catch (failure) {
          if (abort.signal.aborted) return;
          if (attempt < AI_ANALYSIS_RETRIES && isRetryableAnalysisError(failure)) {
            await sleep(aiRetryDelayMs(attempt + 1), abort.signal);
            if (abort.signal.aborted) return;
            dispatchAi({ type: 'retry', run, attempt: attempt + 1 });
            continue;
          }
          dispatchAi({ type: 'failed', run, message: aiAnalysisErrorMessage(failure, m) });
          return;
        }
      }
    } finally {
      for (const timer of stages) clearTimeout(timer);
    }
  };
  const cancelAnalysis = () => {
    aiAbort.current?.abort();
    dispatchAi({ type: 'cancel' });
  };
  useEffect(() => () => aiAbort.current?.abort(), []);
  const dismissSuggestion = useMutation({
    mutationFn: (suggestionId: string) =>
      client.request(schemaManagerRoutes.dismissMergeSuggestion, { params: { companyId: cid, suggestionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey }),
  });
  /** Accepts; when the server says so, opens the merge dialog pre-filled and previews at once (§4.4). */
  const acceptSuggestion = async (suggestionId: string) => {
    const suggestion = suggestions.data?.suggestions.find((s) => s.id === suggestionId);
    const answer = await client.request(schemaManagerRoutes.acceptMergeSuggestion, {
      params: { companyId: cid, suggestionId },
      body: { delete_source_field: true },
    });
    await queryClient.invalidateQueries({ queryKey: suggestionsKey });
    const data = answer.merge_preview_data;
    if (!answer.redirect_to_merge || !data) return answer;
    const source = byId(data.source_field_id);
    const target = byId(data.target_field_id);
    if (source && target) {
      dispatchMerge({ type: 'selectSource', field: source });
      dispatchMerge({ type: 'selectTarget', field: target });
      setMergeOpen(true);
      await runPreview(source.id, target.id);
    } else if (suggestion) setNotice({ kind: 'error', message: m.previewFailed });
    return answer;
  };

  const status: 'waiting' | 'no-company' | 'pending' | 'error' | 'success' = !on
    ? waitedOut
      ? 'no-company'
      : 'waiting'
    : overview.status;

  return {
    /** 'waiting' for a company, 'no-company' after 5 s, then the overview's 'pending' | 'error' | 'success'. */
    status,
    /** The message of the current status, e.g. 'Failed to load schema'. */
    statusMessage: status === 'no-company' ? m.noCompanyWait : status === 'error' ? m.loadFailed : null,
    overview: overview.data ?? null,
    totalGroups: overview.data?.total_groups ?? 0,
    totalFields: overview.data?.total_fields ?? 0,
    /** The sections to draw: all, or the search's matches. */
    sections: result.sections,
    fields: allFields,
    retry: () => overview.refetch(),
    search,
    setSearch,
    /** True while a search is active (drag and drop is off then). */
    searching: result.active,
    /** 'Found N field(s)' / 'No fields found' while searching, else null. */
    searchMessage: result.message,
    isExpanded,
    toggleSection,
    expandAll: () => setExpanded(new Set(sections.map((section) => section.key))),
    collapseAll: () => setExpanded(new Set()),
    reorderFields,
    reorderGroups,
    notice,
    clearNotice: () => setNotice(null),
    createGroup,
    updateGroup,
    deleteGroup,
    createField,
    updateField,
    deleteField,
    /** Export Schema: the JSON and its file name with today's date. */
    exportSchema: () => (overview.data ? schemaExport(overview.data) : null),
    merge: {
      ...merge,
      open: mergeOpen,
      setOpen: (open: boolean) => {
        setMergeOpen(open);
        if (!open) dispatchMerge({ type: 'reset' });
      },
      /** Fields in use, for the source list. */
      sources: allFields.filter((field) => (field.usage_count ?? 0) > 0),
      targets: compatibleTargets(allFields, merge.source),
      selectSource: (field: FieldDefinition | null) => dispatchMerge({ type: 'selectSource', field }),
      selectTarget: (field: FieldDefinition | null) => dispatchMerge({ type: 'selectTarget', field }),
      /** Preview Merge (the answer lands in `preview`). */
      runPreview: previewMerge,
      /** Execute Merge, after a preview (the answer lands in `result`). */
      execute: executeMerge,
    },
    /** Suggested fields (values no field holds); createField makes one and the list reloads without it. */
    fieldSuggestions,
    suggestions: {
      list: suggestions.data?.suggestions ?? [],
      status: suggestions.status,
      error: suggestions.error ? refreshErrorMessage(suggestions.error, m) : null,
      refresh: () => suggestions.refetch(),
      analysis: ai,
      stageLabel: m[AI_ANALYSIS_STAGE_KEYS[ai.stage] ?? AI_ANALYSIS_STAGE_KEYS[0]],
      analyze,
      cancel: cancelAnalysis,
      accept: acceptSuggestion,
      /** Dismisses; rejects with the §8.4 message. */
      dismiss: (id: string) =>
        dismissSuggestion.mutateAsync(id).catch((failure: unknown) => {
          throw new Error(dismissErrorMessage(failure, m));
        }),
    },
  };
}

/** What useSchemaManager returns. */
export type SchemaManagerController = ReturnType<typeof useSchemaManager>;
