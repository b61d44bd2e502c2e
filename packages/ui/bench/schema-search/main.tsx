// The bench page: the Schema Manager as shipped over the stories' in-memory schema API, with a schema of
// 500 fields in 30 groups (the last 20 ungrouped), each with a usage count and 3 sample values, so only
// the search and the drawing of its results are measured, never the network.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { FieldDefinition, FieldGroup } from '@curate/core';
import { CurateProvider, SchemaManager } from '@curate/ui';
import '@curate/ui/styles.css';
import { FixtureApi } from '../../src/test/fixtureApi';
import { SCHEMA_COMPANY_ID, schemaFixtureClient } from '../../src/test/schemaManager';

const GROUPS = 30;
const FIELDS = 500;
const WORDS = ['Weight', 'Colour', 'Length', 'Material', 'Brand', 'Voltage', 'Finish', 'Width', 'Pack Size', 'Origin'];
const id = (kind: number, n: number) => `5c4e0019-0000-4000-${kind}000-${String(n).padStart(12, '0')}`;

const groups: FieldGroup[] = Array.from({ length: GROUPS }, (_, i) => ({
  id: id(9, i + 1),
  name: `group_${i + 1}`,
  display_name: `Group ${i + 1}`,
  description: `Fields of group ${i + 1}`,
  sort_order: i + 1,
  field_count: 0,
  created_at: '2025-03-02T10:00:00.000Z',
}));

const fields: FieldDefinition[] = Array.from({ length: FIELDS }, (_, i) => {
  const f = i + 1;
  const number = f % 5 === 0;
  const word = WORDS[f % WORDS.length]!;
  return {
    id: id(8, f),
    field_name: `${word.toLowerCase().replace(' ', '_')}_${f}`,
    display_name: `${word} ${f}`,
    help_text: `help ${f}: the product's ${word.toLowerCase()} as printed on the label`,
    field_type: number ? 'number' : 'text',
    data_type: number ? 'number' : 'string',
    group_id: f > FIELDS - 20 ? null : groups[f % GROUPS]!.id,
    is_required: f % 7 === 0,
    is_multiple: false,
    is_core_field: false,
    min_value: null,
    max_value: null,
    min_length: 0,
    max_length: 1000,
    allowed_values: null,
    sort_order: f,
    is_active: true,
    usage_count: (f * 37) % 1000,
    sample_values: [0, 1, 2, 3].map((k) => ({
      value: number ? String((f + k) % 50) : `value ${(f + k) % 37}`,
      count: 40 - k,
    })),
  };
});

const client = schemaFixtureClient({}, { groups, fields, suggestions: [], fieldSuggestions: [] });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CurateProvider>
      <FixtureApi client={client}>
        <SchemaManager companyId={SCHEMA_COMPANY_ID} />
      </FixtureApi>
    </CurateProvider>
  </StrictMode>,
);
