// Usernames for accounts made by an admin or an invitation: unique across every company (users_username_key).
import { sql } from 'drizzle-orm';
import { USERNAME_MAX_LENGTH } from '@curate/core/contract';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** The local part of an e-mail address as a username base: lowercase letters, digits, '.', '_' and '-'. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]+/g, '');
  return local.slice(0, USERNAME_MAX_LENGTH - 6) || 'user';
}

/**
 * A free username for `email`: its local part, else the first free `local-N`. Read on the owner
 * connection, outside any tenant scope, because usernames are unique across companies the caller cannot
 * see; call it before `withTenant` (PGlite has one connection). A rare race ends in a 409 at insert.
 */
export async function freeUsername(database: Database, email: string): Promise<string> {
  const base = usernameBase(email);
  const taken = await database.db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} = ${base} or ${users.username} like ${`${base.replace(/[\\%_]/g, '\\$&')}-%`}`);
  const names = new Set(taken.map((row) => row.username));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}-${n}`)) return `${base}-${n}`;
}
