import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fieldRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import { addFieldBoxState, addFieldResultsMessage, addableFields } from './addFieldBox';

/** Query key root of field definition searches. */
export const fieldSearchKey = (companyId: string, groupId: string | null, query: string) =>
  ['curate', 'companies', companyId, 'fields', 'search', groupId, query] as const;

export interface UseFieldSearchOptions {
  /** The company whose field definitions are searched. */
  companyId: string;
  /** The text typed in the add-field box. */
  text: string;
  /** The group the box belongs to, sent as group_id; null (Other Fields) searches without it — spec part 1 §7. */
  groupId?: string | null;
  /** Field definition ids already on the product; they are left out of the results. Default none. */
  exclude?: Iterable<string>;
  /** Set false to stop searching (e.g. box closed); default true. */
  enabled?: boolean;
}

/**
 * The add-field box's existing-field search: GET /fields with search, group_id, include_usage=true and
 * is_active=true, called from 2 characters (spec part 1 §5, §7). Returns the box state (hint,
 * canCreate), the addable results with usage counts and the no-results message.
 */
export function useFieldSearch({
  companyId,
  text,
  groupId = null,
  exclude = [],
  enabled = true,
}: UseFieldSearchOptions) {
  const client = useApiClient();
  const box = addFieldBoxState(text);
  const query = useQuery({
    queryKey: fieldSearchKey(companyId, groupId, box.query),
    queryFn: ({ signal }) =>
      client.request(fieldRoutes.listFields, {
        params: { companyId },
        query: { search: box.query, group_id: groupId ?? undefined, include_usage: true, is_active: true },
        signal,
      }),
    enabled: enabled && box.canSearch,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const results = box.canSearch && query.data ? addableFields(query.data.fields, exclude) : [];
  const done = box.canSearch && query.isSuccess && !query.isPlaceholderData;
  return {
    box,
    status: !box.canSearch ? ('idle' as const) : query.status,
    results,
    searching: box.canSearch && query.isFetching,
    noResultsMessage: addFieldResultsMessage(box, { done, count: results.length }),
    error: query.error,
  };
}
