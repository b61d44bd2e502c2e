// Stories and tests only: an in-memory Schema Manager API (a test double; the real one is the Curate server).
import {
  FieldDefinitionCreate,
  suggestionKey,
  type FieldDefinition,
  type FieldGroup,
  type FieldSuggestion,
  type MergeSuggestion,
  type SchemaOverview,
} from '@curate/core';
import { apiFailure, createFixtureClient, never, type FixtureCall, type FixtureClient } from './fixtureApi';

export const SCHEMA_COMPANY_ID = '5c4e0019-0000-4000-8000-0000000000c1';
const uuid = (n: number) => `5c4e0019-0000-4000-8000-${String(n).padStart(12, '0')}`;
const T0 = '2025-03-02T10:00:00.000Z';

export interface SchemaFixtureOptions {
  /** The overview never answers (loading) or fails (error). */
  overview?: 'pending' | 'error';
  /** No groups and no fields. */
  empty?: boolean;
  /** Many fields (more than 20: groups start collapsed). */
  large?: boolean;
  /** Reorders fail with a 500. */
  reorderFails?: boolean;
  /** The AI analysis: never answers, fails with this status, or finds nothing. */
  analysis?: 'pending' | 'empty' | 400 | 429 | 500;
  /** The suggestion list fails with this status. */
  suggestionsStatus?: 403 | 404;
  /** Writes (create/update/delete) fail with this status and detail. */
  writeFails?: { status: number; detail: string };
  /** The product preview fails. */
  productFails?: boolean;
  /** Conflicts of the merge preview (default 5). */
  conflicts?: number;
  /** The suggested fields: never answer, fail with this status, or none (default: three). */
  fieldSuggestions?: 'pending' | 'empty' | 403 | 500;
}

let serial = 0;
function definition(n: number, extra: Partial<FieldDefinition>): FieldDefinition {
  return {
    id: uuid(100 + n),
    field_name: `field_${n}`,
    display_name: `Field ${n}`,
    help_text: null,
    field_type: 'text',
    data_type: 'string',
    group_id: null,
    is_required: false,
    is_multiple: false,
    is_core_field: false,
    min_value: null,
    max_value: null,
    min_length: 0,
    max_length: 1000,
    allowed_values: null,
    sort_order: n,
    is_active: true,
    usage_count: 0,
    sample_values: [],
    ...extra,
  };
}

const group = (n: number, name: string, display: string, description: string | null): FieldGroup => ({
  id: uuid(n),
  name,
  display_name: display,
  description,
  sort_order: n,
  field_count: 0,
  created_at: T0,
});

const samples = (...pairs: Array<[string, number]>) => pairs.map(([value, count]) => ({ value, count }));

/** The demo schema: product info, physical attributes (with colour/color and weight near-duplicates), ungrouped. */
export function schemaFixtureState(options: SchemaFixtureOptions = {}) {
  const groups: FieldGroup[] = options.empty
    ? []
    : [
        group(1, 'product_info', 'Product Information', 'Names and identifiers'),
        group(2, 'physical', 'Physical Attributes', 'Size, weight and finish'),
        group(3, 'marketing', 'Marketing', null),
      ];
  const g = (i: number) => groups[i]?.id ?? null;
  const fields: FieldDefinition[] = options.empty
    ? []
    : [
        definition(1, {
          field_name: 'clean_name',
          display_name: 'Product Name',
          help_text: 'The cleaned product name',
          group_id: g(0),
          is_required: true,
          is_core_field: true,
          usage_count: 120,
          sort_order: 1,
        }),
        definition(2, {
          field_name: 'manufacturer',
          display_name: 'Manufacturer',
          help_text: 'Brand or maker',
          group_id: g(0),
          usage_count: 96,
          sort_order: 2,
          sample_values: samples(['Bosch', 40], ['Makita', 31], ['DeWalt', 20], ['Ryobi', 5]),
        }),
        definition(3, {
          field_name: 'item_number',
          display_name: 'Item Number',
          group_id: g(0),
          usage_count: 0,
          sort_order: 3,
        }),
        definition(4, {
          field_name: 'colour',
          display_name: 'Colour',
          help_text: 'Main colour of the product',
          field_type: 'select',
          allowed_values: ['Red', 'Blue', 'Black'],
          group_id: g(1),
          usage_count: 42,
          sort_order: 1,
          sample_values: samples(['Red', 20], ['Blue', 12], ['Black', 10]),
        }),
        definition(5, {
          field_name: 'color',
          display_name: 'Color',
          group_id: g(1),
          usage_count: 12,
          sort_order: 2,
          sample_values: samples(['red', 7], ['black', 5]),
        }),
        definition(6, {
          field_name: 'weight_lbs',
          display_name: 'Weight (lbs)',
          field_type: 'number',
          data_type: 'number',
          min_value: 0,
          max_length: null,
          min_length: null,
          group_id: g(1),
          usage_count: 80,
          sort_order: 3,
          is_multiple: false,
          sample_values: samples(['2.5', 14], ['3', 9], ['1.2', 6]),
        }),
        definition(7, {
          field_name: 'weight_lb',
          display_name: 'Weight (lb)',
          field_type: 'number',
          data_type: 'number',
          min_length: null,
          max_length: null,
          usage_count: 13,
          sort_order: 1,
          sample_values: samples(['2.5', 4]),
        }),
        definition(9, {
          field_name: 'release_date',
          display_name: 'Release Date',
          field_type: 'date',
          data_type: 'date',
          min_length: null,
          max_length: null,
          usage_count: 8,
          sort_order: 3,
        }),
        definition(8, {
          field_name: 'features',
          display_name: 'Features',
          field_type: 'multiselect',
          is_multiple: true,
          allowed_values: ['Cordless', 'Brushless'],
          usage_count: 30,
          sort_order: 2,
        }),
      ];
  if (options.large)
    for (let n = 20; n < 40; n++)
      fields.push(
        definition(n, { group_id: g(2), sort_order: n - 19, usage_count: n % 3, help_text: 'Campaign copy' }),
      );
  const suggestions: MergeSuggestion[] = [];
  const fieldSuggestions: FieldSuggestion[] = options.fieldSuggestions === 'empty' ? [] : fixtureFieldSuggestions();
  return { groups, fields, suggestions, fieldSuggestions };
}

/** Values the enhancement read that no field of the demo schema holds, most products first. */
export function fixtureFieldSuggestions(): FieldSuggestion[] {
  return [
    {
      name: 'Cord Length',
      products: 14,
      sample_values: ['25 ft', '10 ft', '6 ft'],
      sample_quote: 'Cord Length: 25 ft',
      mean_confidence: 0.91,
      last_seen: '2025-03-01T16:20:00.000Z',
    },
    {
      name: 'No-load speed',
      products: 6,
      sample_values: ['1,500 rpm', '2,800 rpm'],
      sample_quote: 'Two-speed gearbox, no-load speed 0-1,500 / 0-2,800 rpm',
      mean_confidence: 0.78,
      last_seen: '2025-02-27T09:05:00.000Z',
    },
    {
      name: 'Finish',
      products: 2,
      sample_values: ['Matte black', 'Brushed steel'],
      sample_quote: null,
      mean_confidence: null,
      last_seen: '2025-02-20T11:45:00.000Z',
    },
  ];
}

type State = ReturnType<typeof schemaFixtureState>;

/** The overview answer of a state. */
export function overviewOf(state: State): SchemaOverview {
  const byOrder = (a: FieldDefinition, b: FieldDefinition) => a.sort_order - b.sort_order;
  const groups = [...state.groups]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((group) => {
      const fields = state.fields.filter((field) => field.group_id === group.id).sort(byOrder);
      return { group: { ...group, field_count: fields.length }, fields };
    });
  return {
    groups,
    ungrouped_fields: state.fields.filter((field) => field.group_id === null).sort(byOrder),
    total_groups: state.groups.length,
    total_fields: state.fields.length,
  };
}

const suggestionField = (field: FieldDefinition) => ({
  id: field.id,
  name: field.field_name,
  display_name: field.display_name,
  field_type: field.field_type,
  data_type: field.data_type,
  usage: {
    form_count: 0,
    record_count: field.usage_count ?? 0,
    product_count: field.usage_count ?? 0,
    last_used_at: T0,
  },
});

/** The demo's suggestions: color into colour, weight_lb into weight_lbs. */
export function fixtureSuggestions(state: State): MergeSuggestion[] {
  const byName = (name: string) => state.fields.find((field) => field.field_name === name);
  const pairs: Array<[string, string, number, string]> = [
    [
      'weight_lb',
      'weight_lbs',
      0.93,
      "92% of values shared; names differ only by a suffix ('weight_lb' / 'weight_lbs')",
    ],
    ['color', 'colour', 0.9, "British/American spelling ('color' / 'colour'); 83% of values shared"],
  ];
  return pairs.flatMap(([source, target, confidence, rationale], index) => {
    const s = byName(source);
    const t = byName(target);
    return s && t
      ? [
          {
            id: uuid(900 + index),
            status: 'pending' as const,
            confidence,
            rationale,
            source_field: suggestionField(s),
            target_field: suggestionField(t),
            created_at: T0,
          },
        ]
      : [];
  });
}

/** A product for the preview tooltip. */
export function previewProduct(productId: string, n: number) {
  const field = (name: string, value: string) => ({
    id: uuid(700 + n),
    field_definition_id: uuid(100),
    field_name: name,
    display_name: name,
    field_type: 'text' as const,
    data_type: 'string' as const,
    is_multiple: false,
    group_id: null,
    group_name: null,
    group_display_name: null,
    sort_order: 1,
    value_text: value,
    value_number: null,
    value_boolean: null,
    value_date: null,
    value_product_id: null,
    updated_at: T0,
    updated_by_type: 'ai' as const,
    sources: [],
  });
  return {
    product: {
      id: productId,
      product_id: `SKU-${n}`,
      clean_name: `Cordless Drill ${n}`,
      short_description: 'A compact 18 V drill driver.',
      review_status: 'approved',
      quality_confidence_score: 8.4,
      source_count: 0,
      created_at: T0,
      updated_at: T0,
      fields: [field('manufacturer', 'Bosch'), field('primary_category', 'Power Tools')],
    },
    sources: [],
    history: [],
  };
}

/** The in-memory Schema Manager API over a state it changes as the real server would. */
export function schemaFixtureClient(
  options: SchemaFixtureOptions = {},
  state = schemaFixtureState(options),
): FixtureClient {
  const company = (call: FixtureCall) => {
    if (call.params.companyId !== SCHEMA_COMPANY_ID) throw apiFailure(404, 'Company not found');
  };
  const write = <T>(work: () => T) => {
    if (options.writeFails) throw apiFailure(options.writeFails.status, options.writeFails.detail);
    return work();
  };
  const fieldById = (id: string) => {
    const field = state.fields.find((f) => f.id === id);
    if (!field) throw apiFailure(404, 'Field not found');
    return field;
  };
  const conflicts = options.conflicts ?? 5;
  return createFixtureClient({
    getSchemaOverview: (call) => {
      company(call);
      if (options.overview === 'pending') return never();
      if (options.overview === 'error') throw apiFailure(500, 'Internal Server Error');
      return { success: true, data: overviewOf(state) };
    },
    createFieldGroup: (call) =>
      write(() => {
        const body = call.body as { name: string; display_name: string; description?: string; sort_order?: number };
        if (state.groups.some((g) => g.name === body.name))
          throw apiFailure(409, `Field group '${body.name}' already exists`);
        const created = {
          ...group(500 + ++serial, body.name, body.display_name, body.description ?? null),
          sort_order: body.sort_order ?? 999,
        };
        state.groups.push(created);
        return { group: created };
      }),
    updateFieldGroup: (call) =>
      write(() => {
        const found = state.groups.find((g) => g.id === call.params.groupId);
        if (!found) throw apiFailure(404, 'Field group not found');
        Object.assign(found, call.body);
        return { group: found };
      }),
    deleteFieldGroup: (call) =>
      write(() => {
        const found = state.groups.find((g) => g.id === call.params.groupId);
        if (!found) throw apiFailure(404, 'Field group not found');
        const count = state.fields.filter((f) => f.group_id === found.id).length;
        if (count > 0)
          throw apiFailure(
            409,
            `Cannot delete group "${found.display_name}": it contains ${count} field(s). Move or delete all fields first.`,
          );
        state.groups.splice(state.groups.indexOf(found), 1);
        return { success: true };
      }),
    createField: (call) =>
      write(() => {
        const parsed = FieldDefinitionCreate.parse(call.body);
        const body = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)) as typeof parsed;
        if (state.fields.some((f) => f.field_name === body.field_name))
          throw apiFailure(409, `Field '${body.field_name}' already exists`);
        const created = definition(600 + ++serial, { ...body, usage_count: 0, sample_values: [], sort_order: 999 });
        state.fields.push(created);
        return { field: created };
      }),
    updateField: (call) =>
      write(() => {
        const found = fieldById(call.params.fieldId ?? '');
        Object.assign(found, call.body);
        return { field: found };
      }),
    deleteField: (call) =>
      write(() => {
        const found = fieldById(call.params.fieldId ?? '');
        if ((found.usage_count ?? 0) > 0 && call.query?.delete_values !== true)
          throw apiFailure(409, `Cannot delete: Field is used in ${found.usage_count} products`);
        state.fields.splice(state.fields.indexOf(found), 1);
        return { success: true };
      }),
    reorderSchemaFields: (call) => {
      if (options.reorderFails) throw apiFailure(500, 'Internal Server Error');
      const body = call.body as { field_orders: Array<{ field_id: string; sort_order: number }> };
      for (const order of body.field_orders) fieldById(order.field_id).sort_order = order.sort_order;
      return { success: true };
    },
    reorderFieldGroups: (call) => {
      if (options.reorderFails) throw apiFailure(500, 'Internal Server Error');
      const body = call.body as { group_orders: Array<{ group_id: string; sort_order: number }> };
      for (const order of body.group_orders) {
        const found = state.groups.find((g) => g.id === order.group_id);
        if (found) found.sort_order = order.sort_order;
      }
      return { success: true };
    },
    previewFieldMerge: (call) => {
      const body = call.body as { source_field_id: string; target_field_id: string };
      const source = fieldById(body.source_field_id);
      const target = fieldById(body.target_field_id);
      const ref = (f: FieldDefinition) => ({
        id: f.id,
        field_name: f.field_name,
        display_name: f.display_name,
        field_type: f.field_type,
        data_type: f.data_type,
        usage_count: f.usage_count ?? 0,
      });
      return {
        success: true,
        data: {
          source_field: ref(source),
          target_field: ref(target),
          sample_values: Array.from({ length: conflicts }, (_, i) => ({
            product_id: uuid(800 + i),
            product_name: `Cordless Drill ${i + 1}`,
            source_value: i % 2 ? 'red' : '2.5',
            target_value: i % 2 ? 'Red' : '2.4',
          })),
          affected_products: source.usage_count ?? 0,
          conflict_count: conflicts,
          values_to_move: (source.usage_count ?? 0) - conflicts,
        },
      };
    },
    mergeFields: (call) => {
      const body = call.body as { source_field_id: string; target_field_id: string };
      const source = fieldById(body.source_field_id);
      const target = fieldById(body.target_field_id);
      const moved = (source.usage_count ?? 0) - conflicts;
      target.usage_count = (target.usage_count ?? 0) + moved;
      state.fields.splice(state.fields.indexOf(source), 1);
      state.suggestions.splice(
        0,
        state.suggestions.length,
        ...state.suggestions.filter((s) => s.source_field.id !== source.id),
      );
      return {
        success: true,
        affected_products: source.usage_count ?? 0,
        moved_values: moved,
        conflicts,
        source_field_deleted: true,
      };
    },
    generateMergeSuggestions: () => {
      if (options.analysis === 'pending') return never();
      if (options.analysis === 400)
        throw apiFailure(
          400,
          'No fields available for analysis. Please ensure your schema has fields with usage data.',
        );
      if (typeof options.analysis === 'number') throw apiFailure(options.analysis, 'Analysis failed');
      const found = options.analysis === 'empty' ? [] : fixtureSuggestions(state);
      state.suggestions.splice(0, state.suggestions.length, ...found);
      return { success: true, suggestions: found };
    },
    listMergeSuggestions: () => {
      if (options.suggestionsStatus) throw apiFailure(options.suggestionsStatus, 'Refused');
      return { success: true, suggestions: state.suggestions.filter((s) => s.status === 'pending') };
    },
    acceptMergeSuggestion: (call) => {
      const found = state.suggestions.find((s) => s.id === call.params.suggestionId);
      if (!found) throw apiFailure(404, 'Suggestion not found');
      found.status = 'accepted';
      return {
        success: true,
        redirect_to_merge: true,
        merge_preview_data: {
          source_field_id: found.source_field.id,
          target_field_id: found.target_field.id,
          delete_source_field: true,
        },
      };
    },
    dismissMergeSuggestion: (call) => {
      const found = state.suggestions.find((s) => s.id === call.params.suggestionId);
      if (!found) throw apiFailure(404, 'Suggestion not found');
      found.status = 'dismissed';
      return { success: true };
    },
    listFieldSuggestions: (call) => {
      company(call);
      if (options.fieldSuggestions === 'pending') return never();
      if (typeof options.fieldSuggestions === 'number')
        throw apiFailure(
          options.fieldSuggestions,
          options.fieldSuggestions === 403
            ? 'You do not have permission to perform this action'
            : 'Internal Server Error',
        );
      // As the server: a name an active field holds (its name, its display name without a '(unit)') is left out.
      const held = new Set(
        state.fields
          .filter((f) => f.is_active)
          .flatMap((f) => [f.field_name, f.display_name, f.display_name.replace(/\s*\([^()]*\)\s*$/, '')])
          .map(suggestionKey),
      );
      const min = Number(call.query?.min_products ?? 1);
      return {
        success: true,
        suggestions: state.fieldSuggestions.filter((s) => s.products >= min && !held.has(suggestionKey(s.name))),
      };
    },
    getProduct: (call) => {
      if (options.productFails) throw apiFailure(500, 'Internal Server Error');
      const id = call.params.productId ?? '';
      return previewProduct(id, Number(id.slice(-3)) - 799);
    },
  });
}
