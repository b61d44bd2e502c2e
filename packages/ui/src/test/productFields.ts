// Realistic product fields, sources and field definitions for stories and tests (spec part 1 §3).
import type { FieldDefinition, ProductField, ReviewFlag, Source } from '@curate/core';

/** A stable uuid per number and kind. */
export const fid = (kind: number, n: number): string =>
  `3c9e${String(kind).padStart(4, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const GROUPS = {
  basics: { id: fid(1, 1), display_name: 'Basic Information', sort_order: 1 },
  specs: { id: fid(1, 2), display_name: 'Specifications', sort_order: 2 },
  features: { id: fid(1, 3), display_name: 'Features & Care', sort_order: 3 },
  compliance: { id: fid(1, 4), display_name: 'Compliance', sort_order: 4 },
} as const;

const T = '2025-03-02T14:20:00.000Z';

/** A source with realistic retail and manufacturer pages. */
export function makeSource(n: number, fieldDefinitionId: string, extra: Partial<Source> = {}): Source {
  const sites = [
    { domain: 'www.hydroflask.com', title: 'Hydro Flask — 24 oz Standard Mouth', quality: 9.2 },
    { domain: 'www.rei.com', title: 'REI Co-op product page', quality: 8.1 },
    { domain: 'www.amazon.com', title: 'Amazon listing (seller: Outdoor Goods Co.)', quality: 6.4 },
    { domain: 'www.walmart.com', title: 'Walmart marketplace listing', quality: 5.2 },
    { domain: 'forum.example.org', title: 'Hiking forum thread', quality: 3.1 },
  ];
  const site = sites[n % sites.length]!;
  return {
    id: fid(3, n),
    field_definition_id: fieldDefinitionId,
    field_name: null,
    source_url: `https://${site.domain}/products/insulated-bottle-${n}`,
    source_domain: site.domain,
    source_title: site.title,
    source_quality: site.quality,
    value_found: null,
    source_quote: null,
    excerpt:
      'Double-wall vacuum insulation keeps drinks cold up to 24 hours and hot up to 12. Made from 18/8 pro-grade stainless steel with a durable powder coat that resists sweating and slipping in the hand.',
    ...extra,
  };
}

let sourceSeq = 0;
const sourcesFor = (defId: string, count: number, valueFound: string): Source[] =>
  Array.from({ length: count }, () => makeSource(++sourceSeq, defId, { value_found: valueFound }));

type FieldInit = Partial<ProductField> & Pick<ProductField, 'field_name' | 'display_name'>;

/** A product field; `n` names its definition and row ids. */
export function makeField(
  n: number,
  init: FieldInit,
  group: { id: string; display_name: string } | null,
  sourceCount = 0,
): ProductField {
  const defId = fid(2, n);
  return {
    id: fid(4, n),
    field_definition_id: defId,
    field_type: 'text',
    data_type: 'string',
    is_multiple: false,
    group_id: group?.id ?? null,
    group_name: group ? group.display_name.toLowerCase().replace(/\W+/g, '_') : null,
    group_display_name: group?.display_name ?? null,
    sort_order: n,
    value_text: null,
    value_number: null,
    value_boolean: null,
    value_date: null,
    value_product_id: null,
    updated_at: T,
    updated_by_type: 'ai',
    sources: sourcesFor(defId, sourceCount, String(init.value_text ?? init.value_number ?? '')),
    ...init,
  };
}

/** The enhanced fields of a stainless steel bottle, across four groups and 'Other Fields'. */
export function bottleFields(): ProductField[] {
  return [
    makeField(1, { field_name: 'brand', display_name: 'Brand', value_text: 'Hydro Flask' }, GROUPS.basics, 3),
    makeField(
      2,
      { field_name: 'model_name', display_name: 'Model', value_text: 'Standard Mouth 24 oz', updated_by_type: 'user' },
      GROUPS.basics,
      1,
    ),
    makeField(
      3,
      {
        field_name: 'marketing_copy',
        display_name: 'Marketing Copy',
        field_type: 'textarea',
        value_text:
          'Take your favourite drink anywhere. TempShield double-wall insulation keeps it cold for 24 hours.\nThe powder coat is sweat-proof and dishwasher safe.',
      },
      GROUPS.basics,
      2,
    ),
    makeField(
      4,
      {
        field_name: 'capacity_ml',
        display_name: 'Capacity (ml)',
        field_type: 'number',
        data_type: 'number',
        value_number: 710,
      },
      GROUPS.specs,
      4,
    ),
    makeField(
      5,
      { field_name: 'material', display_name: 'Material', value_text: '18/8 stainless steel' },
      GROUPS.specs,
      5,
    ),
    makeField(
      6,
      {
        field_name: 'dishwasher_safe',
        display_name: 'Dishwasher Safe',
        field_type: 'boolean',
        data_type: 'boolean',
        value_boolean: true,
      },
      GROUPS.specs,
      2,
    ),
    makeField(
      7,
      {
        field_name: 'features',
        display_name: 'Features',
        field_type: 'multiselect',
        is_multiple: true,
        value_text: JSON.stringify(['Vacuum insulated', 'BPA-free lid', 'Powder coated']),
      },
      GROUPS.features,
      3,
    ),
    makeField(
      8,
      {
        field_name: 'care_instructions',
        display_name: 'Care Instructions',
        value_text: 'Hand wash recommended. Do not freeze.',
      },
      GROUPS.features,
      1,
    ),
    makeField(
      9,
      {
        field_name: 'certifications',
        display_name: 'Certifications',
        field_type: 'multiselect',
        is_multiple: true,
        value_text: JSON.stringify(['FDA food contact', 'LFGB']),
      },
      GROUPS.compliance,
      2,
    ),
    makeField(
      10,
      {
        field_name: 'manufacturer_website',
        display_name: 'Manufacturer Website',
        field_type: 'url',
        data_type: 'url',
        value_text: 'https://www.hydroflask.com/24-oz-standard-mouth',
      },
      null,
      1,
    ),
    makeField(
      11,
      { field_name: 'spec_sheet_link', display_name: 'Spec Sheet Link', value_text: 'javascript:alert("not a link")' },
      null,
      0,
    ),
  ];
}

/** Existing field definitions the add-field box finds, with usage counts (spec part 1 §2). */
export function fieldDefinitions(): FieldDefinition[] {
  const def = (
    n: number,
    field_name: string,
    display_name: string,
    usage_count: number,
    groupId: string | null = null,
  ): FieldDefinition => ({
    id: fid(5, n),
    field_name,
    display_name,
    description: null,
    help_text: null,
    placeholder: null,
    field_type: 'text',
    data_type: 'string',
    group_id: groupId,
    group_name: null,
    is_required: false,
    is_multiple: false,
    is_core_field: false,
    min_value: null,
    max_value: null,
    min_length: 0,
    max_length: 1000,
    allowed_values: null,
    sort_order: 999,
    is_active: true,
    usage_count,
  });
  return [
    def(1, 'warranty_period', 'Warranty Period', 212),
    def(2, 'country_of_origin', 'Country of Origin', 480),
    def(3, 'lid_material', 'Lid Material', 37, GROUPS.specs.id),
    def(4, 'weight_grams', 'Weight (g)', 356, GROUPS.specs.id),
  ];
}

/** The allowed values of the Color select field, and how many products hold each (GET /fields/{id}/values). */
export const COLOR_VALUES = ['Black', 'White', 'Stainless', 'Navy', 'Pacific Blue'] as const;
export const COLOR_COUNTS = [
  { value: 'Black', count: 120 },
  { value: 'White', count: 64 },
  { value: 'Navy', count: 18 },
];

/** An existing select field the bottle lacks: Color, with allowed values (issue #14). */
export function colorDefinition(): FieldDefinition {
  return {
    ...fieldDefinitions()[0]!,
    id: fid(5, 5),
    field_name: 'color',
    display_name: 'Color',
    field_type: 'select',
    group_id: GROUPS.specs.id,
    allowed_values: [...COLOR_VALUES],
    sort_order: 2,
    usage_count: 202,
  };
}

/** What the edit stories type as the user: a value added to Features, a new Model. */
export const TYPED_FEATURE = 'Leak-proof lid';
export const TYPED_MODEL = 'Standard Mouth 24 oz, Black';

/** What the latest enhancement of the bottle left to check, one story state each. */
export type CheckState = 'none' | 'contradiction' | 'lowConfidence' | 'notApplied' | 'userEdited';

/** Two capacities in the record: flagged, with both quotes. */
export const CAPACITY_CONTRADICTION: ReviewFlag = {
  field_name: 'capacity_ml',
  kind: 'contradiction',
  message: 'Capacity (ml): the record states "24 oz" and "750ml"',
  quotes: ['24 oz', '750ml'],
};

/** A custom instruction the enhancement could not follow: a flag on the record as a whole. */
export const INSTRUCTION_NOT_APPLIED: ReviewFlag = {
  field_name: '*',
  kind: 'not_applied',
  message: 'Custom instruction not applied: Mention the lifetime warranty in the short description.',
};

/** The confidence the enhancement gave each bottle value (Model is a person's, so it has none). */
const CONFIDENCES: Record<string, number> = {
  brand: 0.94,
  marketing_copy: 0.86,
  capacity_ml: 0.9,
  material: 0.88,
  dishwasher_safe: 0.83,
  features: 0.9,
  care_instructions: 0.81,
  certifications: 0.79,
  manufacturer_website: 0.92,
  spec_sheet_link: 0.8,
};

/**
 * The bottle's fields as the detail answers them after an enhancement in `state`: a contradiction on Capacity;
 * Material (62%) and Certifications (71%) rated low; or, 'userEdited', Material then set by a person (no
 * confidence, no flag) while Certifications stays low.
 */
export function checkedBottleFields(state: CheckState): ProductField[] {
  return bottleFields().map((field) => {
    const rated: ProductField = {
      ...field,
      confidence: field.updated_by_type === 'user' ? null : (CONFIDENCES[field.field_name] ?? null),
      flags: [],
    };
    if (state === 'contradiction' && field.field_name === 'capacity_ml')
      return { ...rated, flags: [CAPACITY_CONTRADICTION] };
    if (state === 'lowConfidence' || state === 'userEdited') {
      if (field.field_name === 'certifications') return { ...rated, confidence: 0.71 };
      if (field.field_name === 'material')
        return state === 'userEdited'
          ? { ...rated, value_text: '18/8 stainless steel, powder coated', updated_by_type: 'user', confidence: null }
          : { ...rated, confidence: 0.62 };
    }
    return rated;
  });
}

/** The record's own flags in `state` (the detail answer's review_flags). */
export const checkedReviewFlags = (state: CheckState): ReviewFlag[] =>
  state === 'notApplied' ? [INSTRUCTION_NOT_APPLIED] : [];
