// Examples of the OpenAPI document: requests and answers of the main calls, as they travel (the demo data
// of `pnpm seed`). Typed against the contract, and Redocly checks each against its schema (issue #13).
import type { z } from 'zod';
import type { ApiRoutes, RouteDef } from '@curate/core/contract';

// A request travels as the schema's input; an answer as its output (the server encodes canonical values).
type Sent<T> = T extends z.core.$ZodType ? z.input<T> : never;
type Answered<T> = T extends z.core.$ZodType ? z.output<T> : never;

/** One named example: a short title and the value. */
interface Example<T> {
  summary: string;
  value: T;
}

/** The examples of one operation: its request body (if any) and its success answer. */
export interface OperationExamples<R extends RouteDef> {
  request?: Example<Sent<R['body']>>[];
  response?: Example<Answered<R['response']>>[];
}

const ACME_ID = '410bc9df-e334-5105-9205-a3dec896c2d0';
const ALICE_ID = '9b1b064f-80dd-541d-8172-662cd2d3bc38';
const SPECIFICATIONS_GROUP = '89cdbf9a-6323-5553-af53-9116ffd6cf47';
const MATERIAL_FIELD = 'd7cc0100-29b9-5de8-9a41-c606f1562623';
const HISTORY_ID = '7048de43-8e31-4ee8-a57b-bbacbb0ad3e8';

/** Examples by operation id. */
export const EXAMPLES: { [K in keyof ApiRoutes]?: OperationExamples<ApiRoutes[K]> } = {
  getHealth: {
    response: [
      {
        summary: 'The API and its database answer',
        value: {
          status: 'healthy',
          database: { status: 'up', kind: 'postgres' },
          version: '0.1.0',
          timestamp: '2026-11-25T08:55:32.247Z',
        },
      },
    ],
  },
  detectUserAuth: {
    request: [{ summary: 'A work e-mail address', value: { email: 'alice.admin@acme.test' } }],
    response: [
      {
        summary: 'A user of a company: sign in through its organization',
        value: { auth_type: 'organization', org_id: 'org_acme', company_code: 'acme-tools' },
      },
      { summary: 'The platform super-admin', value: { auth_type: 'superadmin' } },
      {
        summary: 'Nobody with this address',
        value: { auth_type: 'not_found', error: 'User not found. Please contact your administrator for access.' },
      },
    ],
  },
  getCurrentUser: {
    response: [
      {
        summary: 'A tenant admin',
        value: {
          id: ALICE_ID,
          email: 'alice.admin@acme.test',
          full_name: 'Alice Anderson',
          username: 'alice.admin',
          role: 'tenant-admin',
          roles: ['tenant-admin'],
          org_id: 'org_acme',
          company_id: ACME_ID,
          company_code: 'acme-tools',
          company_name: 'Acme Tools',
          picture: null,
        },
      },
    ],
  },
  getCompanyByCode: {
    response: [
      {
        summary: 'The company of code acme-tools',
        value: { id: ACME_ID, company_code: 'acme-tools', company_name: 'Acme Tools' },
      },
    ],
  },
  getReviewQueue: {
    response: [
      {
        summary: 'The first page of pending products (limit=1)',
        value: {
          products: [
            {
              id: '6d76af42-a42c-5e91-ad72-62a90aa671ac',
              product_id: 'ACM-SW-10308',
              raw_product_id: 'b4673666-a75e-574c-8030-3996be08e2d2',
              clean_name: 'Baxter & Hale Safety Glasses, Clear Anti-Fog',
              short_description: 'Clear Anti-Fog safety glasses rated ANSI Z87.1+ for high-impact protection.',
              quality_confidence_score: 9.4,
              review_status: 'pending',
              source_count: 4,
              enhanced_at: '2026-09-29T00:54:02.390Z',
              updated_at: '2026-10-02T23:40:15.057Z',
            },
          ],
          total: 100,
        },
      },
    ],
  },
  getReviewQueueStats: {
    response: [{ summary: 'The counters', value: { total_pending: 100, total_approved: 60, total_rejected: 30 } }],
  },
  submitReview: {
    request: [
      {
        summary: 'Approve, with a note',
        value: {
          review_status: 'approved',
          review_notes: 'Looks right',
          user_id: '00000000-0000-0000-0000-000000000001',
          expected_version: 1,
        },
      },
      {
        summary: 'Reject after correcting a field',
        value: {
          review_status: 'rejected',
          review_notes: 'Wrong size',
          field_changes: { [MATERIAL_FIELD]: 'Zinc-plated steel' },
        },
      },
    ],
    response: [
      {
        summary: 'The product as approved',
        value: {
          product: {
            id: 'b1a860bc-6e85-5314-b2fe-a096716b8298',
            product_id: 'ACM-FS-12613',
            customer_product_id: 'ACM-FS-12613',
            name: 'Forgeline Wood Screws, #8 x 1-1/4 in. (100-Pack)',
            clean_name: 'Forgeline Wood Screws, #8 x 1-1/4 in. (100-Pack)',
            short_description:
              '#8 x 1-1/4 in. (100-Pack) wood screws with a sharp point and coarse thread for fast starts without pilot holes.',
            description:
              'Wood screws with a type 17 cutting point and a corrosion-resistant coating. Zinc-plated steel.',
            long_description:
              'Wood screws with a type 17 cutting point, a corrosion-resistant coating and a star drive recess. Made of zinc-plated steel, 0.9 lb.',
            review_status: 'approved',
            review_notes: 'Looks right',
            reviewed_at: '2026-11-25T08:56:04.066Z',
            reviewed_by_user_id: ALICE_ID,
            quality_confidence_score: 5.6,
            source_count: 5,
            raw_product_id: '44d78fc9-2138-589d-929c-d37fcc72d87c',
            enhanced_at: '2026-10-13T23:52:43.184Z',
            created_at: '2026-10-13T23:52:43.184Z',
            updated_at: '2026-11-25T08:56:04.066Z',
            version: 2,
          },
          changes_applied: 0,
        },
      },
    ],
  },
  updateProductField: {
    request: [
      {
        summary: 'Set a value, checking the version read',
        value: { value: 'Stainless steel', notes: 'Checked against the data sheet', expected_version: 1 },
      },
      { summary: 'Remove the value', value: { value: null } },
    ],
    response: [
      {
        summary: 'The audit entry written and the field as stored',
        value: {
          success: true,
          edit_history_id: HISTORY_ID,
          field: {
            id: '0f3837f1-d2f2-565b-bde8-45403da053b6',
            field_definition_id: MATERIAL_FIELD,
            field_name: 'material',
            display_name: 'Material',
            field_type: 'text',
            data_type: 'string',
            is_multiple: false,
            group_id: SPECIFICATIONS_GROUP,
            group_name: 'specifications',
            group_display_name: 'Specifications',
            sort_order: 1,
            value_text: 'Stainless steel',
            value_number: null,
            value_boolean: null,
            value_date: null,
            value_product_id: null,
            updated_at: '2026-11-25T08:56:03.834Z',
            updated_by_type: 'user',
            sources: [
              {
                id: 'bb25a299-a012-52cf-afb0-dde81dbfdfe6',
                field_definition_id: MATERIAL_FIELD,
                field_name: 'material',
                source_url: 'https://www.lowes.com/p/forgeline-wood-screws-10-x-3-in-50-pack/acm-fs-11279',
                source_domain: 'lowes.com',
                source_title: "Forgeline Wood Screws, #10 x 3 in. (50-Pack) | Lowe's",
                source_quality: 8.1,
                value_found: 'Coated steel',
                source_quote: 'Material: Coated steel',
                excerpt: 'Forgeline Wood Screws, #10 x 3 in. (50-Pack). Material: Coated steel.',
              },
            ],
          },
          version: 2,
        },
      },
    ],
  },
  getProductHistory: {
    response: [
      {
        summary: 'One manual edit',
        value: {
          history: [
            {
              id: HISTORY_ID,
              change_type: 'field_update',
              field_definition_id: MATERIAL_FIELD,
              field_name: 'material',
              field_display_name: 'Material',
              change_summary: 'Changed Material from "Coated steel" to "Stainless steel"',
              change_reason: 'Checked against the data sheet',
              previous_value: 'Coated steel',
              old_value: 'Coated steel',
              new_value: 'Stainless steel',
              user_full_name: 'Alice Anderson',
              username: 'alice.admin',
              updated_by: 'Alice Anderson',
              created_at: '2026-11-25T08:56:03.995Z',
              is_reverted: false,
            },
          ],
        },
      },
    ],
  },
  getFieldValues: {
    response: [
      {
        summary: 'Values of the Material field with their product counts',
        value: {
          values: [
            { value: 'Polymer housing', count: 27 },
            { value: 'Chrome vanadium steel', count: 23 },
            { value: 'Stainless steel', count: 4 },
          ],
        },
      },
    ],
  },
  listFieldGroups: {
    response: [
      {
        summary: 'Two of the groups',
        value: {
          groups: [
            {
              id: 'fa8ac0f8-f9d3-5e9c-85cb-95a2b7756885',
              name: 'basic_information',
              display_name: 'Basic Information',
              description: 'Names, descriptions and classification',
              sort_order: 1,
              field_count: 7,
              created_at: '2026-11-25T08:55:27.533Z',
            },
            {
              id: SPECIFICATIONS_GROUP,
              name: 'specifications',
              display_name: 'Specifications',
              description: 'Physical and technical characteristics',
              sort_order: 2,
              field_count: 4,
              created_at: '2026-11-25T08:55:27.533Z',
            },
          ],
        },
      },
    ],
  },
};

/** `examples` of an OpenAPI media type: named after their order. */
export function mediaExamples(examples: readonly Example<unknown>[]): Record<string, Example<unknown>> {
  return Object.fromEntries(examples.map((example, i) => [i === 0 ? 'default' : `example${i + 1}`, example]));
}
