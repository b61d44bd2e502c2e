// Stories and tests only: an in-memory import API (a test double; the real one is the Curate server).
import {
  ApiError,
  type OpenApiDocument,
  type RawProductBatchImportResponse,
  type RawProductImport,
} from '@curate/core';
import { apiFailure, createFixtureClient, never, type FixtureClient } from './fixtureApi';

export const IMPORT_COMPANY_ID = '3c9e0020-0000-4000-8000-0000000000c1';
const uuid = (n: number) => `3c9e0020-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface ImportFixtureOptions {
  /** Jobs the balance pays for before the server stops a batch with 402 (default unlimited). */
  credits?: number;
  /** 429 instead of 402 when the credits run out. */
  limit?: boolean;
  /** The company is suspended: rows import, enhancement refused 403. */
  suspended?: boolean;
  /** Batch calls never answer (a run in progress). */
  pending?: boolean;
  /** The single import's enhance call fails with this status. */
  enhanceStatus?: 402 | 429 | 403 | 500;
  /** The OpenAPI document never arrives, or fails. */
  docs?: 'pending' | 'error';
  balance?: number;
  /** The import preview never answers, or fails; default: SKU-2 changed, SKU-3 unchanged, others new. */
  preview?: 'pending' | 'error';
  /** The batch call holding this Product ID fails 503 'Database down' (a failed call, not missing data). */
  failBatchWith?: string;
}

/** The field groups the custom-field option offers. */
export const IMPORT_FIELD_GROUPS = [
  {
    id: uuid(900),
    name: 'specifications',
    display_name: 'Specifications',
    description: null,
    sort_order: 1,
    field_count: 4,
    created_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: uuid(901),
    name: 'marketing',
    display_name: 'Marketing',
    description: null,
    sort_order: 2,
    field_count: 2,
    created_at: '2026-11-01T09:00:00.000Z',
  },
];

/** A small OpenAPI document shaped like the server's. */
export const FIXTURE_OPENAPI: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Curate API', version: '2.0.0' },
  servers: [{ url: 'http://localhost:3000' }],
  paths: {
    '/api/v2/companies/{companyId}/raw-products/import': {
      post: {
        operationId: 'importRawProduct',
        summary: 'Import one raw product (form or CSV row).',
        tags: ['raw-products'],
        parameters: [
          { name: 'allow_override', in: 'query', schema: { type: 'boolean' } },
          { name: 'companyId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['customer_product_id', 'product_details'],
                properties: {
                  customer_product_id: { type: 'string' },
                  product_name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                  product_details: { type: 'string' },
                },
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'Success',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['success', 'product_id'],
                  properties: { success: { type: 'boolean' }, product_id: { type: 'string', format: 'uuid' } },
                },
              },
            },
          },
          '422': {},
        },
      },
    },
    '/api/v2/health': {
      get: {
        operationId: 'getHealth',
        summary: 'Health of the API and its database.',
        tags: ['health'],
        responses: { '200': {} },
      },
    },
  },
};

/** The import fixture client. */
export function importFixtureClient(options: ImportFixtureOptions = {}): FixtureClient {
  let enhanced = 0;
  return createFixtureClient({
    getBillingPoll: () => ({
      success: true,
      data: { current_balance: options.balance ?? 2_350, daily_spent: 0, monthly_spent: 0, active_jobs: 0 },
    }),
    getOpenApiDocument: () => {
      if (options.docs === 'pending') return never();
      if (options.docs === 'error') throw apiFailure(500, 'Internal Server Error');
      return FIXTURE_OPENAPI;
    },
    importRawProduct: () => ({
      success: true,
      message: 'Product imported successfully',
      product_id: uuid(1),
      outcome: 'created',
      needs_enhancement: true,
      product: {
        id: uuid(1),
        customer_product_id: 'SKU-1',
        company_id: IMPORT_COMPANY_ID,
        processing_status: 'imported',
        import_batch_id: null,
        field_data_stored: true,
        created_at: '2026-11-25T12:00:00.000Z',
      },
    }),
    enhanceRawProduct: () => {
      if (options.enhanceStatus === 402)
        throw new ApiError({
          status: 402,
          code: 'insufficient_credits',
          message: 'Insufficient credits: 15 required, 5 available.',
          detail: 'Insufficient credits: 15 required, 5 available.',
          body: { detail: 'Insufficient credits: 15 required, 5 available.', current_balance: 5, required_credits: 15 },
        });
      if (options.enhanceStatus === 429) throw apiFailure(429, 'Daily spending limit exceeded.');
      if (options.enhanceStatus === 403) throw apiFailure(403, 'Account suspended: Unpaid invoice');
      if (options.enhanceStatus === 500) throw apiFailure(500, 'boom');
      return {
        success: true,
        job_id: uuid(2),
        status: 'queued',
        estimated_completion_minutes: '3-5',
        warnings: [],
        skipped: false,
      };
    },
    previewRawProductImport: (call) => {
      if (options.preview === 'pending') return never();
      if (options.preview === 'error') throw apiFailure(500, 'Internal Server Error');
      const rows = (call.body as { rows: RawProductImport[] }).rows;
      const statusOf = (id: string) => (id === 'SKU-2' ? 'changed' : id === 'SKU-3' ? 'unchanged' : 'new');
      const results = rows.map((row, index) => ({
        index,
        customer_product_id: row.customer_product_id,
        status: statusOf(row.customer_product_id),
      }));
      const count = (status: string) => results.filter((r) => r.status === status).length;
      return { results, new: count('new'), changed: count('changed'), unchanged: count('unchanged') };
    },
    listFieldGroups: () => ({ groups: IMPORT_FIELD_GROUPS }),
    listFields: () => ({ fields: [], total: 0 }),
    createField: (call) => ({
      field: {
        id: uuid(950),
        help_text: null,
        data_type: 'string',
        is_required: false,
        is_multiple: false,
        min_value: null,
        max_value: null,
        min_length: null,
        max_length: null,
        allowed_values: null,
        sort_order: 999,
        ...(call.body as object),
      },
    }),
    importRawProductBatch: (call) => {
      if (options.pending) return never();
      const rows = (call.body as { rows: RawProductImport[] }).rows;
      if (rows.some((row) => row.customer_product_id === options.failBatchWith)) throw apiFailure(503, 'Database down');
      const results: RawProductBatchImportResponse['results'] = [];
      let stopped: RawProductBatchImportResponse['stopped'] = null;
      for (const [index, row] of rows.entries()) {
        const can = options.credits === undefined || enhanced < options.credits;
        const enhancement = options.suspended || !can ? 'refused' : 'queued';
        if (enhancement === 'queued') enhanced++;
        results.push({
          index,
          customer_product_id: row.customer_product_id,
          source_file_row: row.source_file_row ?? null,
          raw_product_id: uuid(100 + index),
          outcome: 'created',
          enhancement,
          job_id: null,
          existing_product_id: null,
        });
        if (!options.suspended && !can) {
          stopped = {
            index,
            status: options.limit ? 429 : 402,
            code: 'insufficient_credits',
            detail: 'Insufficient credits',
          };
          break;
        }
      }
      return {
        success: true,
        import_batch_id: rows[0]?.import_batch_id ?? null,
        results,
        created: results.length,
        updated: 0,
        unchanged: 0,
        enhancing: results.filter((r) => r.enhancement === 'queued').length,
        stopped,
        refused: options.suspended
          ? { index: 0, status: 403, code: 'account_suspended', detail: 'Account suspended: Unpaid invoice' }
          : null,
        warnings: [],
      };
    },
  });
}

/** CSV files for the stories. */
export const STORY_CSV = {
  good: 'Product ID,Name,Description,Image URL,Brand,Colour\nSKU-1,Drill,Cordless drill 18 V,https://cdn.example.com/1.png,Makita,Blue\nSKU-2,Saw,Circular saw,https://cdn.example.com/2.png,Bosch,Green\nSKU-3,Sander,"Orbital sander, 125 mm",,Makita,Blue\n',
  problems: `Product ID,Description,Image URL\n${Array.from({ length: 12 }, (_, i) => `,Missing id ${i},not a url`).join('\n')}\nOK-1,5" screen,\n`,
  unmapped: 'Artikel,Beschreibung\nA-1,Bohrmaschine\n',
};
export const csvFile = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });
