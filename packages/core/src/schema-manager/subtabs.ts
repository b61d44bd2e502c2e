// The Schema Manager's sub-tabs — spec part 2 §2.8: held in the query parameter subtab, schema by default
// and for any other value.
export const SCHEMA_SUBTABS = ['schema', 'merge'] as const;
export type SchemaSubtab = (typeof SCHEMA_SUBTABS)[number];

/** The sub-tab a query value names; 'schema' for none or any other value. */
export function readSchemaSubtab(value: string | null | undefined): SchemaSubtab {
  return value === 'merge' ? 'merge' : 'schema';
}
