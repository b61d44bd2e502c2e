// The Data Integration sub-tabs — spec part 2 §2.1: chosen by the query parameter subtab, data-import by
// default and for any other value.
export const SUBTAB_PARAM = 'subtab';
export const DATA_INTEGRATION_SUBTABS = ['data-import', 'api-docs'] as const;
export type DataIntegrationSubtab = (typeof DATA_INTEGRATION_SUBTABS)[number];

/** The sub-tab a query value names; data-import for none or any other value. */
export function readSubtab(value: string | null | undefined): DataIntegrationSubtab {
  return value === 'api-docs' ? 'api-docs' : 'data-import';
}
