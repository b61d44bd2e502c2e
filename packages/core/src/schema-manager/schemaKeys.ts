import { companyKey } from '../shared/queryKeys';

/** Query keys of the Schema Manager. */
export const schemaKeys = {
  overview: (companyId: string) => [...companyKey(companyId), 'schema', 'overview'] as const,
  suggestions: (companyId: string) => [...companyKey(companyId), 'schema', 'suggestions', 'pending'] as const,
  /** Every field suggestion list of the company (invalidated when the schema changes). */
  fieldSuggestionsAll: (companyId: string) => [...companyKey(companyId), 'schema', 'field-suggestions'] as const,
  fieldSuggestions: (companyId: string, minProducts: number) =>
    [...companyKey(companyId), 'schema', 'field-suggestions', minProducts] as const,
};
