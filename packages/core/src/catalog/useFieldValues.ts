import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider/index';
import { fieldValuesQuery } from './catalogQueries';

export interface UseFieldValuesOptions {
  /** The company of the field. */
  companyId: string;
  /** The field definition whose values are listed; nothing is asked while it is null or empty. */
  fieldId: string | null;
  /** Set false to stop asking (e.g. the field is not a select field); default true. */
  enabled?: boolean;
}

/**
 * A field's distinct values with their product counts (GET /fields/{fieldId}/values), for the Add Filter
 * dialog's 'Select Value' options — spec part 1 §2, §3, §7.
 */
export function useFieldValues({ companyId, fieldId, enabled = true }: UseFieldValuesOptions) {
  const client = useApiClient();
  const query = useQuery({
    ...fieldValuesQuery(client, companyId, fieldId ?? ''),
    enabled: enabled && companyId !== '' && !!fieldId,
  });
  return { status: query.status, values: query.data ?? [], error: query.error, refetch: query.refetch };
}
