import { useQuery } from '@tanstack/react-query';
import { schemaManagerRoutes, type FieldSuggestion } from '../contract/index';
import { schemaManagerMessages, useTexts } from '../messages/index';
import { useApiClient } from '../provider/index';
import { useReportFailure } from '../shared/reportFailure';
import type { FieldEditorDraft } from './editors';
import { fieldSuggestionsErrorMessage, suggestedFieldDraft } from './fieldSuggestions';
import { schemaKeys } from './schemaKeys';

/** Options of useFieldSuggestions. */
export interface UseFieldSuggestionsOptions {
  /** The company; nothing loads while it is null. */
  companyId: string | null | undefined;
  /** Only names read in at least this many products; default 1. */
  minProducts?: number;
  /** Whether to load; default true. */
  enabled?: boolean;
}

/** What useFieldSuggestions returns. */
export interface FieldSuggestionsController {
  /** 'pending' (also while there is no company), 'error' or 'success'. */
  status: 'pending' | 'error' | 'success';
  /** Most products first; empty until loaded. */
  suggestions: readonly FieldSuggestion[];
  /** The message of a failed load ('Failed to load suggested fields'), else null. */
  error: string | null;
  /** Loads again. */
  refetch: () => Promise<unknown>;
  /** The create-field draft of a suggestion (display name with its unit, number or text). */
  draftOf: (suggestion: FieldSuggestion) => FieldEditorDraft;
}

/**
 * The suggested fields of a company: values its completed enhancements read that no field holds, by name
 * (GET /schema/field-suggestions). Its query key (schemaKeys.fieldSuggestionsAll) is invalidated whenever the
 * Schema Manager changes the schema, so a field created from a suggestion takes it off the list.
 */
export function useFieldSuggestions({
  companyId,
  minProducts = 1,
  enabled = true,
}: UseFieldSuggestionsOptions): FieldSuggestionsController {
  const client = useApiClient();
  const m = useTexts('schemaManager', schemaManagerMessages);
  const cid = companyId ?? '';
  const query = useQuery({
    queryKey: schemaKeys.fieldSuggestions(cid, minProducts),
    queryFn: ({ signal }) =>
      client.request(schemaManagerRoutes.listFieldSuggestions, {
        params: { companyId: cid },
        query: { min_products: minProducts },
        signal,
      }),
    enabled: enabled && !!companyId,
  });
  useReportFailure(query.error, 'Loading the suggested fields');
  return {
    status: query.status,
    suggestions: query.data?.suggestions ?? [],
    error: query.error ? fieldSuggestionsErrorMessage(query.error, m) : null,
    refetch: () => query.refetch(),
    draftOf: (suggestion) => suggestedFieldDraft(suggestion, m),
  };
}
