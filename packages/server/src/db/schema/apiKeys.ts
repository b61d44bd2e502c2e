// API keys of server-to-server clients (docs/api.md 'API keys', docs/security.md).
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId, users } from './companies';
import { createdAt, id, tstz } from './columns';

/**
 * One API key of a company. Only the SHA-256 of the secret is kept (`secret_hash`, hex); `prefix` is the
 * start of the secret shown in lists. `user_id` is the key's own users row (full name = the key's name,
 * inactive, never signed in with), so every write made with the key is recorded with the key as the actor.
 * Only the owner role reads and writes it (auth/apiKeys.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secret_hash: text('secret_hash').notNull(),
    /** Scope names (read, import_enhance, review, admin), comma-free text array. */
    scopes: text('scopes').array().notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_by_user_id: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    expires_at: tstz('expires_at'),
    last_used_at: tstz('last_used_at'),
    revoked_at: tstz('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secret_hash),
    index('api_keys_company_created_idx').on(t.company_id, t.created_at),
  ],
);
