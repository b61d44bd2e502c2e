// Tenants and people: companies, users, user preferences, invitations (spec part 1 §3, part 3 §3).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { invitationStatus, userRole } from './enums';

/** A tenant. company_code is the URL key (lowercase letters, digits, hyphens; spec part 3 §5). */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    company_code: text('company_code').notNull(),
    company_name: text('company_name').notNull(),
    logo_url: text('logo_url'),
    /** Identity-provider organization id. */
    org_id: text('org_id'),
    is_active: boolean('is_active').notNull().default(true),
    account_suspended: boolean('account_suspended').notNull().default(false),
    suspension_reason: text('suspension_reason'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_company_code_key').on(t.company_code),
    uniqueIndex('companies_org_id_key').on(t.org_id),
    check('companies_company_code_format', sql`${t.company_code} ~ '^[a-z0-9-]+$'`),
  ],
);

/** The company_id column of a tenant-owned table: required, referencing companies (cascade by default). */
export const companyId = (onDelete: 'cascade' | 'restrict' = 'cascade') =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete });

/** A person. company_id is null only for the super-admin. Email is unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: id(),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull(),
    full_name: text('full_name'),
    role: userRole('role').notNull().default('tenant-user'),
    is_active: boolean('is_active').notNull().default(true),
    /** Subject (sub) at the identity provider; linked on first sign-in when null. */
    idp_subject: text('idp_subject'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    last_login: tstz('last_login'),
    /** The users row of an API key (api_keys.user_id): never signs in, never listed among the company's people. */
    is_api_key: boolean('is_api_key').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_idp_subject_key').on(t.idp_subject),
    index('users_company_created_idx').on(t.company_id, t.created_at),
    check('users_username_length', sql`char_length(${t.username}) between 1 and 50`),
    check('users_full_name_length', sql`${t.full_name} is null or char_length(${t.full_name}) <= 200`),
    check('users_company_matches_role', sql`(${t.role} = 'super-admin') = (${t.company_id} is null)`),
  ],
);

/** Per-user display preferences with the spec part 1 §3 defaults; owned through user_id. */
export const userPreferences = pgTable('user_preferences', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  theme: text('theme').notNull().default('light'),
  items_per_page: integer('items_per_page').notNull().default(20),
  default_view_mode: text('default_view_mode').notNull().default('grid'),
  show_tooltips: boolean('show_tooltips').notNull().default(true),
  email_notifications: boolean('email_notifications').notNull().default(true),
  browser_notifications: boolean('browser_notifications').notNull().default(false),
  review_reminders: boolean('review_reminders').notNull().default(true),
  updated_at: updatedAt(),
});

/**
 * An invitation to join a company (spec part 3 §3). One pending invitation per email and company. The
 * one-time link carries a random token; only its SHA-256 (token_hash) is stored, so the table never holds
 * a usable link. A pending invitation past expires_at reads as expired.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    company_id: companyId(),
    invitee_email: text('invitee_email').notNull(),
    invitee_name: text('invitee_name'),
    role: userRole('role').notNull().default('tenant-user'),
    status: invitationStatus('status').notNull().default('pending'),
    invited_by_user_id: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    expires_at: tstz('expires_at').notNull(),
    accepted_at: tstz('accepted_at'),
    /** SHA-256 (hex) of the link's token; null for an invitation without a link (the demo seed's). */
    token_hash: text('token_hash'),
    revoked_at: tstz('revoked_at'),
    /** The account the accepted invitation created. */
    accepted_user_id: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.token_hash),
    index('invitations_company_status_idx').on(t.company_id, t.status, t.created_at),
    uniqueIndex('invitations_pending_email_key')
      .on(t.company_id, sql`lower(${t.invitee_email})`)
      .where(sql`${t.status} = 'pending'`),
    check('invitations_role_tenant', sql`${t.role} <> 'super-admin'`),
  ],
);

/**
 * Who did what to whom, when and why: one row per administrative action on a company's people
 * (issue #20). actor_email is kept so an entry outlives the account that made it.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    company_id: companyId(),
    actor_user_id: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_email: text('actor_email').notNull(),
    /** e.g. 'user.create', 'user.role_change', 'user.delete', 'invitation.create', 'invitation.revoke', 'invitation.accept'. */
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: uuid('target_id'),
    /** What the action changed, e.g. { from: 'tenant-user', to: 'tenant-admin' }. */
    details: jsonb('details'),
    reason: text('reason'),
    created_at: createdAt(),
  },
  (t) => [index('admin_audit_log_company_created_idx').on(t.company_id, t.created_at)],
);
