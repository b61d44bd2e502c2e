import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fieldRoutes, type FieldDefinition, type ProductField, type ValueCount } from '../contract/index';
import { useApiClient } from '../provider/index';
import { fieldOptions, type FieldOption } from './fieldValues';

/** Query key of a company's active field definitions (under the key useCreateCustomField refreshes). */
export const fieldDefinitionsKey = (companyId: string) =>
  ['curate', 'companies', companyId, 'fields', 'definitions'] as const;
/** Query key of a field's values with product counts. */
export const fieldValueCountsKey = (companyId: string, fieldId: string) =>
  ['curate', 'companies', companyId, 'fields', 'values', fieldId] as const;

export interface UseFieldChoicesOptions {
  /** The company the fields belong to. */
  companyId: string;
  /** The fields shown (a product's fields, added ones included); counts are loaded for those with allowed values. */
  fields: readonly Pick<ProductField, 'field_definition_id'>[];
  /** Set false to load nothing (e.g. in view mode); default true. */
  enabled?: boolean;
}

const NO_OPTIONS: Readonly<Record<string, readonly FieldOption[]>> = Object.freeze({});

/**
 * The choices of the fields with allowed values, by field definition id (issue #14): the allowed values from
 * the company's active definitions (GET /fields?is_active=true), each with its product count from GET
 * /fields/{id}/values where that call answers (a failure only loses the counts) — spec part 1 §7.
 */
export function useFieldChoices({ companyId, fields, enabled = true }: UseFieldChoicesOptions) {
  const client = useApiClient();
  const definitions = useQuery({
    queryKey: fieldDefinitionsKey(companyId),
    queryFn: async ({ signal }): Promise<FieldDefinition[]> =>
      (await client.request(fieldRoutes.listFields, { params: { companyId }, query: { is_active: true }, signal }))
        .fields,
    enabled: enabled && companyId !== '',
    staleTime: 60_000,
  });
  const allowedById = useMemo(() => {
    const map = new Map<string, readonly string[]>();
    for (const d of definitions.data ?? []) if (d.allowed_values?.length) map.set(d.id, d.allowed_values);
    return map;
  }, [definitions.data]);
  const withChoices = useMemo(
    () => [...new Set(fields.map((f) => f.field_definition_id))].filter((id) => allowedById.has(id)).sort(),
    [fields, allowedById],
  );
  const combine = useCallback((results: { data?: ValueCount[] }[]) => results.map((r) => r.data), []);
  const counts = useQueries({
    queries: withChoices.map((fieldId) => ({
      queryKey: fieldValueCountsKey(companyId, fieldId),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await client.request(fieldRoutes.getFieldValues, { params: { companyId, fieldId }, signal })).values,
      enabled,
      staleTime: 60_000,
      retry: false,
    })),
    combine,
  });
  const options = useMemo(() => {
    if (withChoices.length === 0) return NO_OPTIONS;
    const byId: Record<string, readonly FieldOption[]> = {};
    withChoices.forEach((id, i) => {
      byId[id] = fieldOptions(allowedById.get(id), counts[i]);
    });
    return byId;
  }, [withChoices, allowedById, counts]);
  return {
    /** Choices by field definition id; a field without allowed values has none. */
    options,
    status: definitions.status,
  };
}
