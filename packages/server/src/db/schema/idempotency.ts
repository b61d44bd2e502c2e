// The answers of keyed writes (the Idempotency-Key header, docs/api.md 'Idempotency').
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './companies';
import { createdAt, tstz } from './columns';

/**
 * One Idempotency-Key of a company: the hash of the request it first came with and, once that request has
 * answered, its status and body, replayed for the same key and request for 24 h (http/idempotency.ts). A row
 * without a status is a request still running: `locked_by` names that request, `locked_at` is when it started.
 * Only the owner role reads and writes it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    company_id: companyId(),
    key: text('key').notNull(),
    /** sha256 of the operation, its path parameters, query and body. */
    request_hash: text('request_hash').notNull(),
    response_status: integer('response_status'),
    response_body: jsonb('response_body'),
    created_at: createdAt(),
    locked_by: uuid('locked_by').notNull(),
    locked_at: tstz('locked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.company_id, t.key] }),
    index('idempotency_keys_company_created_idx').on(t.company_id, t.created_at),
  ],
);
