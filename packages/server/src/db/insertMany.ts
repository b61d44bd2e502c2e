// Inserting thousands of rows in one statement with one parameter (issue #18): the rows travel as one JSON
// document that PostgreSQL unpacks with jsonb_to_recordset. A multi-row VALUES list costs a parameter per
// cell (7,000 fields of a 1,000-row import are 42,000 parameters in 14 statements) and most of its time goes
// into building, binding and planning it; one JSON parameter is serialised once and planned once.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from './client';

type Executor = Pick<AppDb, 'execute'>;

/**
 * Inserts `rows` into `table` in one statement. The columns written are the keys any row carries; a row
 * without one of them writes null there, and columns no row names take their defaults. `shared` holds the
 * columns every row writes alike (the company, the actor, the time): each is bound once as its own parameter
 * rather than repeated in every row of the JSON document, which PostgreSQL would parse a thousand times.
 * Nothing is returned: give ids in the rows when the caller needs them. Dates become ISO strings and JSON
 * columns nest as they are.
 */
export async function insertMany<T extends PgTable>(
  db: Executor,
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
  shared: Partial<T['$inferInsert']> = {},
): Promise<void> {
  if (rows.length === 0) return;
  const { names, types, json } = recordset(table, rows);
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const sharedKeys = Object.keys(shared).filter((key) => columns[key] && !names.includes(`"${columns[key]!.name}"`));
  const targets = [...names, ...sharedKeys.map((key) => `"${columns[key]!.name}"`)];
  const values = sql.join(
    [
      ...(names.length > 0 ? [sql.raw(names.join(', '))] : []),
      ...sharedKeys.map(
        (key) => sql`${sharedParam(shared[key as keyof typeof shared])}::${sql.raw(columns[key]!.getSQLType())}`,
      ),
    ],
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${sql.raw(targets.join(', '))}) select ${values} from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(types || '"_" text')})`,
  );
}

/** A shared column's value as one parameter: dates as ISO strings, JSON documents serialised. */
const sharedParam = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : (value ?? null);

/**
 * Updates the rows of `table` whose `id` the given rows name, each with its own values, in one statement (the
 * jobs a worker completed together, issue #18). Every other key a row carries is a column written; a row
 * without one of them writes null there. Nothing is returned.
 */
export async function updateMany<T extends PgTable>(
  db: Executor,
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']> & { id: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  const { names, types, json } = recordset(table, rows);
  const set = names.filter((name) => name !== '"id"').map((name) => `${name} = r.${name}`);
  const target = sql.identifier(getTableName(table));
  await db.execute(
    sql`update ${target} set ${sql.raw(set.join(', '))} from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(types)}) where ${target}."id" = r."id"`,
  );
}

/** The quoted column names the rows carry, their recordset types, and the rows as one JSON document. */
function recordset<T extends PgTable>(table: T, rows: ReadonlyArray<Partial<T['$inferInsert']>>) {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const seen = new Set<string>();
  for (const row of rows) for (const key in row) seen.add(key);
  const keys = [...seen].filter((key) => columns[key]);
  const names = keys.map((key) => `"${columns[key]!.name}"`);
  const types = keys.map((key) => `"${columns[key]!.name}" ${columns[key]!.getSQLType()}`).join(', ');
  // Keys named like their columns (all of ours) go as they are; others are renamed row by row.
  const renamed = keys.some((key) => columns[key]!.name !== key);
  const json = JSON.stringify(
    renamed
      ? rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, row[key as keyof typeof row]])))
      : rows,
  );
  return { names, types, json };
}
