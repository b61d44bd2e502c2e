import { describe, expect, it } from 'vitest';
import {
  RawFieldsResponse,
  RawFieldsUpdate,
  RawProduct,
  RawProductImport,
  RawProductImportQuery,
  RawProductImportResponse,
  RawProductListQuery,
  RawProductUpdate,
} from './raw-products';
import { FieldUpdatesResult } from './product-fields';
import { T1, issueMessages, issuePaths, uid } from '../test/contractFixtures';

describe('raw product import', () => {
  it('accepts a single-form product with the documented default source system', () => {
    const body = RawProductImport.parse({
      customer_product_id: 'SKU-1001',
      product_name: 'Drill',
      product_details: '18V drill, 2 batteries',
      source_url: 'https://cdn.acme.example/drill.png',
    });
    expect(body).toMatchObject({
      source_system: 'catalog_upload',
      additional_fields: {},
      source_file_row: null,
      import_batch_id: null,
    });
  });

  it('accepts a bulk CSV row with unmapped columns as additional fields', () => {
    const body = RawProductImport.parse({
      customer_product_id: 'SKU-1002',
      source_system: 'csv_upload',
      import_batch_id: 'csv_upload_1714557600000',
      source_url: '',
      source_file_name: 'bulk_upload.csv',
      source_file_row: 1,
      product_name: 'Jigsaw',
      product_details: 'Orbital jigsaw',
      additional_fields: { brand: 'Acme', category: 'Saws', weight: 2.1 },
    });
    expect(body.source_url).toBeNull();
    expect(body.additional_fields).toEqual({ brand: 'Acme', category: 'Saws', weight: '2.1' });
  });

  it('requires product id and description, an http(s) image URL with a domain and a row from 1', () => {
    const missing = RawProductImport.safeParse({ customer_product_id: ' ', product_details: '' });
    expect(issueMessages(missing).sort()).toEqual(['Missing required Description', 'Missing required Product ID']);
    for (const url of ['ftp://cdn.acme.example/a.png', 'drill.png', 'https://localhost/a.png']) {
      expect(
        issueMessages(RawProductImport.safeParse({ customer_product_id: 'A', product_details: 'B', source_url: url })),
      ).toEqual(['Invalid Image URL format']);
    }
    expect(
      issuePaths(RawProductImport.safeParse({ customer_product_id: 'A', product_details: 'B', source_file_row: 0 })),
    ).toEqual(['source_file_row']);
  });

  it("reads allow_override from the query ('false' stays false)", () => {
    expect(RawProductImportQuery.parse({ allow_override: 'false' })).toEqual({ allow_override: false });
    expect(RawProductImportQuery.parse({ allow_override: 'true' })).toEqual({ allow_override: true });
    expect(RawProductImportQuery.parse({})).toEqual({ allow_override: false });
  });

  it('accepts the import answer and rejects an unknown processing status', () => {
    const answer = {
      success: true,
      message: 'Product imported',
      product_id: uid(90),
      outcome: 'created',
      needs_enhancement: true,
      product: {
        id: uid(90),
        customer_product_id: 'SKU-1001',
        company_id: uid(1),
        processing_status: 'imported',
        import_batch_id: null,
        field_data_stored: true,
        created_at: T1,
      },
    };
    expect(RawProductImportResponse.parse(answer).product.processing_status).toBe('imported');
    expect(
      RawProductImportResponse.safeParse({ ...answer, product: { ...answer.product, processing_status: 'queued' } })
        .success,
    ).toBe(false);
  });
});

describe('raw products', () => {
  const raw = {
    id: uid(90),
    customer_product_id: 'SKU-1001',
    source_system: 'csv_upload',
    import_batch_id: 'csv_upload_1714557600000',
    source_url: null,
    source_file_name: 'bulk_upload.csv',
    source_file_row: 3,
    processing_status: 'completed',
    enhanced_product_id: uid(100),
    imported_at: T1,
    created_at: T1,
    processed_at: T1,
    updated_at: T1,
  };

  it('accepts a raw product and its raw fields', () => {
    expect(RawProduct.parse(raw).processing_status).toBe('completed');
    const fields = RawFieldsResponse.parse({
      fields: [{ field_name: 'raw_product_name', display_name: 'Product Name', values: ['Drill'] }],
    });
    expect(fields.fields[0]?.values).toEqual(['Drill']);
    expect(RawProduct.safeParse({ ...raw, processing_status: 'done' }).success).toBe(false);
  });

  it('filters the list by batch and status', () => {
    expect(RawProductListQuery.parse({ processing_status: 'failed', limit: '10' })).toEqual({
      processing_status: 'failed',
      limit: 10,
      offset: 0,
    });
    expect(RawProductListQuery.safeParse({ processing_status: 'stuck' }).success).toBe(false);
  });

  it('updates raw fields by name and answers counts', () => {
    expect(
      RawFieldsUpdate.parse({ field_updates: { raw_product_name: ['Drill 18V'] }, change_reason: 'typo' })
        .field_updates,
    ).toEqual({ raw_product_name: ['Drill 18V'] });
    expect(RawFieldsUpdate.safeParse({ field_updates: { raw_product_name: 'Drill' } }).success).toBe(false);
    expect(
      FieldUpdatesResult.parse({ success: true, updated_fields: 1, removed_fields: 0, created_values: 1 }).errors,
    ).toEqual([]);
  });

  it('updates only what is sent', () => {
    expect(RawProductUpdate.parse({ product_details: 'New text' })).toEqual({ product_details: 'New text' });
    expect(RawProductUpdate.safeParse({}).success).toBe(false);
  });
});
