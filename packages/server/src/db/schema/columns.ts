// Column helpers shared by every table: uuid keys, timestamps.
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** uuid primary key filled by gen_random_uuid() (built in since PostgreSQL 13; PGlite has it). */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A timestamptz column read as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at, set by the database. */
export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** updated_at, set by the database on insert and by drizzle on every update. */
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
