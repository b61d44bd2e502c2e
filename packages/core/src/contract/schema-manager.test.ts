import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelope } from './common';
import {
  AcceptSuggestionResponse,
  FieldReorder,
  FieldSuggestionsQuery,
  FieldSuggestionsResponse,
  MergePreview,
  MergePreviewRequest,
  MergeRequest,
  MergeSuggestion,
  MergeSuggestionsQuery,
  SchemaOverview,
  isMergeCompatible,
} from './schema-manager';
import { T1, issueMessages, uid } from '../test/contractFixtures';

const definition = {
  id: uid(300),
  field_name: 'colour',
  display_name: 'Colour',
  help_text: null,
  field_type: 'text',
  data_type: 'string',
  group_id: uid(400),
  is_required: false,
  is_multiple: false,
  is_core_field: false,
  min_value: null,
  max_value: null,
  min_length: 0,
  max_length: 1000,
  allowed_values: null,
  sort_order: 1,
  is_active: true,
  usage_count: 5,
};

describe('schema overview and reorder', () => {
  it('accepts the enveloped overview', () => {
    const group = {
      id: uid(400),
      name: 'appearance',
      display_name: 'Appearance',
      description: null,
      sort_order: 0,
      field_count: 1,
      created_at: T1,
    };
    const overview = envelope(SchemaOverview).parse({
      success: true,
      data: { groups: [{ group, fields: [definition] }], total_groups: 1, total_fields: 1 },
    });
    expect(overview.data.groups[0]?.fields[0]?.field_name).toBe('colour');
    expect(overview.data.ungrouped_fields).toEqual([]);
  });

  it('renumbers fields from 1 and refuses 0 or an empty list', () => {
    expect(
      FieldReorder.parse({
        group_id: uid(400),
        field_orders: [
          { field_id: uid(300), sort_order: 1 },
          { field_id: uid(301), sort_order: 2 },
        ],
      }).field_orders,
    ).toHaveLength(2);
    expect(
      FieldReorder.safeParse({ group_id: uid(400), field_orders: [{ field_id: uid(300), sort_order: 0 }] }).success,
    ).toBe(false);
    expect(FieldReorder.safeParse({ group_id: null, field_orders: [] }).success).toBe(false);
  });
});

describe('merge', () => {
  it('previews and merges two different fields; merge defaults to user system and deleting the source', () => {
    expect(MergePreviewRequest.parse({ source_field_id: uid(300), target_field_id: uid(301) })).toEqual({
      source_field_id: uid(300),
      target_field_id: uid(301),
    });
    expect(MergeRequest.parse({ source_field_id: uid(300), target_field_id: uid(301) })).toEqual({
      source_field_id: uid(300),
      target_field_id: uid(301),
      user_id: 'system',
      delete_source_field: true,
    });
    expect(issueMessages(MergeRequest.safeParse({ source_field_id: uid(300), target_field_id: uid(300) }))).toEqual([
      'Source and target must be different fields',
    ]);
    expect(
      MergeRequest.safeParse({ source_field_id: uid(300), target_field_id: uid(301), user_id: 'ana' }).success,
    ).toBe(false);
  });

  it('accepts a preview with conflicts', () => {
    const ref = {
      id: uid(300),
      field_name: 'colour',
      display_name: 'Colour',
      field_type: 'text',
      data_type: 'string',
      usage_count: 5,
    };
    const preview = MergePreview.parse({
      source_field: ref,
      target_field: { ...ref, id: uid(301), field_name: 'color', display_name: 'Color', usage_count: 40 },
      sample_values: [{ product_id: uid(100), product_name: 'Drill', source_value: 'Red', target_value: 'red' }],
      affected_products: 5,
    });
    expect(preview.sample_values).toHaveLength(1);
  });

  it('allows merging only used fields of the same data type', () => {
    const a = { id: uid(300), data_type: 'string' as const, usage_count: 5 };
    expect(isMergeCompatible(a, { id: uid(301), data_type: 'string', usage_count: 2 })).toBe(true);
    expect(isMergeCompatible(a, { id: uid(301), data_type: 'number', usage_count: 2 })).toBe(false);
    expect(isMergeCompatible(a, { id: uid(301), data_type: 'string', usage_count: 0 })).toBe(false);
    expect(isMergeCompatible(a, a)).toBe(false);
  });
});

describe('AI suggestions', () => {
  const field = (n: number, name: string) => ({
    id: uid(n),
    name,
    display_name: name,
    field_type: 'text',
    data_type: 'text',
    usage: { form_count: 0, record_count: 12, product_count: 12, last_used_at: T1 },
  });
  const suggestion = {
    id: uid(800),
    status: 'pending',
    confidence: 0.92,
    rationale: 'Same meaning, different spelling',
    source_field: field(300, 'colour'),
    target_field: field(301, 'color'),
  };

  it('accepts a suggestion and rejects confidence above 1 or an unknown status', () => {
    expect(MergeSuggestion.parse(suggestion).source_field.data_type).toBe('string');
    expect(MergeSuggestion.safeParse({ ...suggestion, confidence: 92 }).success).toBe(false);
    expect(MergeSuggestion.safeParse({ ...suggestion, status: 'new' }).success).toBe(false);
  });

  it('lists pending suggestions by default and answers accept with redirect data', () => {
    expect(MergeSuggestionsQuery.parse({})).toEqual({ status: 'pending' });
    const accepted = AcceptSuggestionResponse.parse({
      success: true,
      redirect_to_merge: true,
      merge_preview_data: { source_field_id: uid(300), target_field_id: uid(301) },
    });
    expect(accepted.merge_preview_data?.delete_source_field).toBe(true);
    expect(z.encode(AcceptSuggestionResponse, accepted)).toEqual(accepted);
  });
});

describe('field suggestions (values no field holds)', () => {
  const suggestion = {
    name: 'Cord Length',
    products: 3,
    sample_values: ['25 ft', '10 ft'],
    sample_quote: 'Cord Length: 25 ft',
    mean_confidence: 0.82,
    last_seen: T1,
  };

  it('accepts the list and refuses more than 5 sample values, a confidence above 1 or a negative count', () => {
    expect(FieldSuggestionsResponse.parse({ success: true, suggestions: [suggestion] }).suggestions[0]).toEqual(
      suggestion,
    );
    const refused = (patch: object) =>
      FieldSuggestionsResponse.safeParse({ success: true, suggestions: [{ ...suggestion, ...patch }] }).success;
    expect(refused({ sample_values: ['1', '2', '3', '4', '5', '6'] })).toBe(false);
    expect(refused({ mean_confidence: 82 })).toBe(false);
    expect(refused({ products: -1 })).toBe(false);
    expect(refused({ sample_quote: null, mean_confidence: null, last_seen: null })).toBe(true);
  });

  it('reads min_products from the query text, 1 by default, at least 1', () => {
    expect(FieldSuggestionsQuery.parse({})).toEqual({ min_products: 1 });
    expect(FieldSuggestionsQuery.parse({ min_products: '3' })).toEqual({ min_products: 3 });
    expect(FieldSuggestionsQuery.safeParse({ min_products: '0' }).success).toBe(false);
    expect(FieldSuggestionsQuery.safeParse({ min_products: '1.5' }).success).toBe(false);
  });
});
