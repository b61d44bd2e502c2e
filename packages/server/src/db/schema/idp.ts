// The development identity provider's state (oidc-provider models: sessions, grants, refresh tokens,
// authorization codes, interactions ...), so a restart keeps people signed in (issue #11). Not tenant data:
// the app's tenant role has no access to it (migration 0005).
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/** One oidc-provider model instance, by model name and id; expired rows are ignored and purged. */
export const idpRecords = pgTable(
  'idp_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grant_id: text('grant_id'),
    user_code: text('user_code'),
    uid: text('uid'),
    expires_at: tstz('expires_at'),
    consumed_at: tstz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_records_grant_id_idx').on(t.grant_id),
    index('idp_records_uid_idx').on(t.uid),
    index('idp_records_user_code_idx').on(t.user_code),
    index('idp_records_expires_at_idx').on(t.expires_at),
  ],
);
