import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  EnhancedProduct,
  ProductField,
  displayCleanName,
  parseMultiValue,
  serializeMultiValue,
} from './product-entities';
import {
  ProductDetailResponse,
  ProductExportQuery,
  ProductListQuery,
  ProductListResponse,
  ProductUpdate,
  buildFilterPairs,
  parseFilterPairs,
  productExportFileName,
} from './products';
import { BulkFieldUpdate, FieldValueUpdate, ProductFieldAdd } from './product-fields';
import { T1, T2, issuePaths, uid } from '../test/contractFixtures';

const product = {
  id: uid(100),
  product_id: 'SKU-1001',
  customer_product_id: 'SKU-1001',
  name: 'Cordless Drill 18V',
  clean_name: '["Cordless Drill 18V","Drill"]',
  short_description: 'Compact 18 V cordless drill with two batteries.',
  description: 'A compact 18 V drill driver for wood and metal.',
  review_status: 'pending',
  quality_confidence_score: 8.4,
  source_count: 3,
  enhanced_at: T1,
  created_at: T1,
  updated_at: T2,
  key_custom_fields: { clean_name: 'Cordless Drill 18V', short_description: 'Compact 18 V cordless drill.' },
};

const field = {
  id: uid(200),
  field_definition_id: uid(300),
  field_name: 'materials',
  display_name: 'Materials',
  field_type: 'multiselect',
  data_type: 'string',
  is_multiple: true,
  group_id: uid(400),
  group_name: 'specifications',
  group_display_name: 'Specifications',
  sort_order: 2,
  value_text: '["steel","plastic"]',
  value_number: null,
  value_boolean: null,
  value_date: null,
  value_product_id: null,
  updated_at: T2,
  updated_by_type: 'user',
  sources: [
    {
      id: uid(500),
      field_definition_id: uid(300),
      field_name: 'materials',
      source_url: 'https://tools.example/drill',
      source_domain: 'tools.example',
      source_title: 'Drill spec sheet',
      source_quality: 7.5,
      value_found: 'steel, plastic',
      source_quote: 'Housing: glass-filled plastic; chuck: steel',
      excerpt: 'Housing: glass-filled plastic…',
    },
  ],
};

describe('enhanced product', () => {
  it('accepts a catalogue item and fills description/long_description from each other', () => {
    const parsed = EnhancedProduct.parse(product);
    expect(parsed.long_description).toBe(product.description);
    expect(parsed.review_status).toBe('pending');
  });

  it('reads customer_product_id alone as product_id, and rejects an item with neither', () => {
    const { product_id: _p, ...rest } = product;
    expect(EnhancedProduct.parse(rest).product_id).toBe('SKU-1001');
    const { customer_product_id: _c, ...neither } = rest;
    expect(issuePaths(EnhancedProduct.safeParse(neither))).toEqual(['product_id']);
  });

  it('rejects a wrong review status, a score above 10 and a bad timestamp', () => {
    expect(EnhancedProduct.safeParse({ ...product, review_status: 'done' }).success).toBe(false);
    expect(EnhancedProduct.safeParse({ ...product, quality_confidence_score: 11 }).success).toBe(false);
    expect(EnhancedProduct.safeParse({ ...product, updated_at: 'yesterday' }).success).toBe(false);
  });

  it('encodes a parsed product unchanged, so the server can answer it', () => {
    const parsed = EnhancedProduct.parse(product);
    expect(z.encode(EnhancedProduct, parsed)).toEqual(parsed);
  });
});

describe('spec quirks', () => {
  it('shows the first element of a JSON-array clean_name', () => {
    expect(displayCleanName('["Cordless Drill 18V","Drill"]')).toBe('Cordless Drill 18V');
    expect(displayCleanName('Cordless Drill')).toBe('Cordless Drill');
    expect(displayCleanName('[not json')).toBe('[not json');
    expect(displayCleanName('[]')).toBeNull();
    expect(displayCleanName(null)).toBeNull();
  });

  it('reads and writes multi-value value_text as a JSON array of strings', () => {
    expect(parseMultiValue('["steel","plastic"]')).toEqual(['steel', 'plastic']);
    expect(parseMultiValue('steel')).toEqual(['steel']);
    expect(parseMultiValue('')).toEqual([]);
    expect(serializeMultiValue([' steel ', '', 'plastic', 'steel'])).toBe('["steel","plastic"]');
  });

  it('accepts a product field with sources and rejects an unknown field type or source quality above 10', () => {
    expect(ProductField.parse(field).sources).toHaveLength(1);
    expect(ProductField.safeParse({ ...field, field_type: 'rich_text' }).success).toBe(false);
    expect(ProductField.safeParse({ ...field, sources: [{ ...field.sources[0], source_quality: 12 }] }).success).toBe(
      false,
    );
  });
});

describe('catalogue query and filter pairs', () => {
  it('builds and parses filter pairs in order', () => {
    const filters = [
      { field: 'brand', value: 'Acme' },
      { field: 'voltage', value: '12-18' },
    ];
    const pairs = buildFilterPairs(filters);
    expect(pairs).toEqual({
      filter_field_0: 'brand',
      filter_value_0: 'Acme',
      filter_field_1: 'voltage',
      filter_value_1: '12-18',
    });
    expect(parseFilterPairs(pairs)).toEqual(filters);
    expect(
      parseFilterPairs({
        filter_field_10: 'b',
        filter_value_10: '2',
        filter_field_2: 'a',
        filter_value_2: '1',
        search_text: 'x',
      }),
    ).toEqual([
      { field: 'a', value: '1' },
      { field: 'b', value: '2' },
    ]);
    expect(parseFilterPairs({ filter_field_0: 'brand' })).toEqual([]);
  });

  it('coerces the query from strings, with the spec defaults, keeping filter pairs', () => {
    const query = ProductListQuery.parse({
      search_text: ' drill ',
      review_status: 'approved',
      limit: '20',
      offset: '40',
      include_custom_fields: 'true',
      min_quality_score: '6.5',
      ...buildFilterPairs([{ field: 'brand', value: 'Acme' }]),
    });
    expect(query).toMatchObject({
      search_text: 'drill',
      review_status: 'approved',
      limit: 20,
      offset: 40,
      include_custom_fields: true,
      min_quality_score: 6.5,
      sort_by: 'updated_at',
    });
    expect(parseFilterPairs(query)).toEqual([{ field: 'brand', value: 'Acme' }]);
    expect(ProductListQuery.parse({})).toMatchObject({
      limit: 50,
      offset: 0,
      sort_by: 'updated_at',
      include_custom_fields: false,
    });
    expect(ProductListQuery.parse({ review_status: '' }).review_status).toBeUndefined();
  });

  it('rejects a wrong sort, status, score range, limit or an unpaired filter', () => {
    expect(issuePaths(ProductListQuery.safeParse({ sort_by: 'name' }))).toEqual(['sort_by']);
    expect(issuePaths(ProductListQuery.safeParse({ review_status: 'done' }))).toEqual(['review_status']);
    expect(issuePaths(ProductListQuery.safeParse({ max_quality_score: '11' }))).toEqual(['max_quality_score']);
    expect(issuePaths(ProductListQuery.safeParse({ limit: '5000' }))).toEqual(['limit']);
    expect(issuePaths(ProductListQuery.safeParse({ filter_field_3: 'brand' }))).toEqual(['filter_value_3']);
    expect(issuePaths(ProductListQuery.safeParse({ filter_value_0: 'Acme' }))).toEqual(['filter_field_0']);
  });

  it('accepts a catalogue page and rejects one without has_more', () => {
    const page = { products: [product], total: 41, limit: 20, offset: 20, has_more: true };
    expect(ProductListResponse.parse(page).products[0]?.clean_name).toBe(product.clean_name);
    const { has_more: _h, ...withoutMore } = page;
    expect(ProductListResponse.safeParse(withoutMore).success).toBe(false);
  });
});

describe('detail and export', () => {
  it('accepts a detail answer with fields, sources and history', () => {
    const detail = ProductDetailResponse.parse({
      product: { ...product, fields: [field] },
      sources: field.sources,
      history: [
        {
          id: uid(600),
          change_type: 'field_updated',
          field_name: 'materials',
          field_display_name: 'Materials',
          change_summary: 'Added steel',
          change_reason: null,
          previous_value: ['plastic'],
          old_value: ['plastic'],
          new_value: ['steel', 'plastic'],
          user_full_name: 'Ana Lima',
          username: 'ana',
          updated_by: uid(10),
          created_at: T2,
          is_reverted: false,
        },
      ],
    });
    expect(detail.product.fields[0]?.field_name).toBe('materials');
    expect(detail.history?.[0]?.change_type).toBe('field_updated');
  });

  it("keeps a field's confidence and flags and the product's review flags; both are optional", () => {
    const contradiction = {
      field_name: 'materials',
      kind: 'contradiction',
      message: 'Materials: the record states "steel" and "plastic"',
      quotes: ['steel', 'plastic'],
    };
    const notApplied = { field_name: '*', kind: 'not_applied', message: 'Custom instruction not applied: Be brief.' };
    const detail = ProductDetailResponse.parse({
      product: {
        ...product,
        fields: [{ ...field, confidence: 0.62, flags: [contradiction] }],
        review_flags: [notApplied],
      },
      sources: [],
    });
    expect(detail.product.fields[0]).toMatchObject({ confidence: 0.62, flags: [contradiction] });
    expect(detail.product.review_flags).toEqual([notApplied]);
    // An older answer has neither; a confidence is 0-1.
    expect(
      ProductDetailResponse.parse({ product: { ...product, fields: [field] }, sources: [] }).product,
    ).not.toHaveProperty('review_flags');
    const outOfRange = { product: { ...product, fields: [{ ...field, confidence: 62 }] }, sources: [] };
    expect(ProductDetailResponse.safeParse(outOfRange).success).toBe(false);
  });

  it('rejects a detail answer whose product lacks fields, or an unknown change type', () => {
    expect(ProductDetailResponse.safeParse({ product, sources: [] }).success).toBe(false);
    const bad = {
      id: uid(1),
      change_type: 'edited',
      field_name: null,
      field_display_name: null,
      change_summary: null,
      change_reason: null,
      user_full_name: null,
      username: null,
      updated_by: null,
      created_at: T1,
    };
    expect(
      ProductDetailResponse.safeParse({ product: { ...product, fields: [] }, sources: [], history: [bad] }).success,
    ).toBe(false);
  });

  it('defaults the export scope to filtered and accepts all', () => {
    expect(ProductExportQuery.parse({}).scope).toBe('filtered');
    expect(ProductExportQuery.parse({ scope: 'all' }).scope).toBe('all');
    expect(
      ProductExportQuery.parse({
        scope: 'filtered',
        review_status: 'approved',
        ...buildFilterPairs([{ field: 'brand', value: 'Acme' }]),
      }),
    ).toMatchObject({ review_status: 'approved', filter_field_0: 'brand' });
    expect(ProductExportQuery.safeParse({ scope: 'some' }).success).toBe(false);
    expect(productExportFileName('20240501T100000')).toBe('products_export_20240501T100000.csv');
  });

  it('needs at least one known key to update a product', () => {
    expect(ProductUpdate.parse({ short_description: 'Compact drill.' })).toEqual({
      short_description: 'Compact drill.',
    });
    expect(ProductUpdate.safeParse({}).success).toBe(false);
    expect(ProductUpdate.safeParse({ title: 'x' }).success).toBe(false);
  });
});

describe('field edits', () => {
  it('accepts a value, a typed variant or null (removal) with notes', () => {
    expect(FieldValueUpdate.parse({ value: 'steel', notes: 'from datasheet' })).toEqual({
      value: 'steel',
      notes: 'from datasheet',
      source_type: 'user',
    });
    expect(FieldValueUpdate.parse({ value_number: 18 }).value_number).toBe(18);
    expect(FieldValueUpdate.parse({ value: null }).value).toBeNull();
    expect(FieldValueUpdate.parse({ value: ['steel', 'plastic'] }).value).toEqual(['steel', 'plastic']);
  });

  it('rejects an edit without any value, with an object value or unknown keys', () => {
    expect(issuePaths(FieldValueUpdate.safeParse({ notes: 'x' }))).toEqual(['value']);
    expect(FieldValueUpdate.safeParse({ value: { a: 1 } }).success).toBe(false);
    expect(FieldValueUpdate.safeParse({ value: 'x', reason: 'y' }).success).toBe(false);
  });

  it('adds a field by definition id', () => {
    expect(
      ProductFieldAdd.parse({ field_definition_id: uid(300), value: 'steel', notes: 'added' }).field_definition_id,
    ).toBe(uid(300));
    expect(ProductFieldAdd.safeParse({ field_definition_id: 'materials', value: 'steel' }).success).toBe(false);
  });

  it('accepts a bulk update keyed by field definition id', () => {
    const body = {
      product_id: 'SKU-1001',
      user_id: '00000000-0000-0000-0000-000000000001',
      field_updates: { [uid(300)]: ['steel'] },
      change_reason: 'Review edits',
    };
    expect(BulkFieldUpdate.parse(body).field_updates).toEqual({ [uid(300)]: ['steel'] });
    expect(BulkFieldUpdate.safeParse({ ...body, field_updates: { materials: ['steel'] } }).success).toBe(false);
    expect(BulkFieldUpdate.safeParse({ ...body, field_updates: { [uid(300)]: 'steel' } }).success).toBe(false);
  });
});
