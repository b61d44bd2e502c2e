// Catalogue custom-field filters (filter_field_{n} / filter_value_{n}): how each field type matches —
// spec part 1 §2 'Add Filter dialog', §5 'Number filter'. The query carries no operator, so the field's
// definition decides:
//   number fields              exact value ('4', '-2.5'), or an inclusive range 'a-b' ('1-5', '-5--1', '0.5-2'),
//                              read by the contract's readNumberFilter like the Add Filter dialog; a
//                              multi-value number field matches when any of its values does
//   boolean / checkbox fields  'true' / 'yes' or 'false' / 'no' (Either sends no filter)
//   select, multi-value, fields with allowed values: exact value; a multi-value field matches when any
//                              of its values equals it
//   core texts and other text  contains, case-insensitive (text, textarea, url, email, date as ISO text ...)
// Exact, boolean and number-exact filters become one jsonb containment (`custom_fields @> {...}`) served
// by the GIN index; ranges (a jsonpath) and contains are checked on the rows the other conditions leave.
import { sql, type SQL } from 'drizzle-orm';
import { readNumberFilter, type ProductFilter } from '@curate/core/contract';
import { coreColumnOf, type FieldDef } from '../products/definitions';
import { scalarKind } from '../products/fieldValues';
import { HttpError } from '../http/http-error';
import { catalogProducts } from '../db/schema';

/** How one filter matches. */
type FilterMatch =
  | { kind: 'exact'; field: string; value: string | number | boolean | string[] }
  | { kind: 'range'; field: string; min: number; max: number }
  | { kind: 'contains'; field: string; text: string; column: ReturnType<typeof coreColumnOf> };

const TRUE = new Set(['true', 'yes']);
const FALSE = new Set(['false', 'no']);

const invalid = (message: string) => new HttpError(422, 'validation_error', message);

/** 422 message for a filter naming no field of the company. */
const unknownFilterField = (field: string) => `Unknown filter field '${field}'`;

/** A boolean filter value: true/yes or false/no, any case; null otherwise. */
function parseBooleanFilter(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  return TRUE.has(value) ? true : FALSE.has(value) ? false : null;
}

/** True when a field is filtered by exact value: select/multiselect, multi-value, or with allowed values. */
function isExactField(def: FieldDef): boolean {
  return (
    def.is_multiple ||
    def.field_type === 'select' ||
    def.field_type === 'multiselect' ||
    (def.allowed_values?.length ?? 0) > 0
  );
}

/**
 * The match of each filter, checked against the company's definitions (by field_name): 422 naming the
 * field when it is unknown, or when a number or boolean field gets a value of another kind. A filter
 * whose value is empty (after trimming) is left out.
 */
export function resolveFilters(filters: readonly ProductFilter[], defs: ReadonlyMap<string, FieldDef>): FilterMatch[] {
  const matches: FilterMatch[] = [];
  for (const { field, value } of filters) {
    const def = defs.get(field);
    if (!def) throw invalid(unknownFilterField(field));
    const text = value.trim();
    if (text === '') continue;
    const column = coreColumnOf(def);
    if (column !== null) {
      matches.push({ kind: 'contains', field, text, column });
      continue;
    }
    const kind = scalarKind(def);
    if (kind === 'number') {
      const read = readNumberFilter(text);
      if (!read.ok) {
        const reversed = read.problem === 'reversed-range';
        throw invalid(
          `Filter value '${value}' for '${def.display_name}' ${reversed ? 'is a range whose start is above its end' : "must be a number or a range such as '1-5'"}`,
        );
      }
      const exact = read.type === 'exact' && !def.is_multiple;
      matches.push(
        exact ? { kind: 'exact', field, value: read.min } : { kind: 'range', field, min: read.min, max: read.max },
      );
    } else if (kind === 'boolean' && !def.is_multiple) {
      const flag = parseBooleanFilter(text);
      if (flag === null)
        throw invalid(`Filter value '${value}' for '${def.display_name}' must be true, false, yes or no`);
      matches.push({ kind: 'exact', field, value: flag });
    } else if (isExactField(def)) {
      matches.push({ kind: 'exact', field, value: def.is_multiple ? [text] : text });
    } else {
      matches.push({ kind: 'contains', field, text, column: null });
    }
  }
  return matches;
}

/** `text` as a LIKE pattern matching it anywhere: %, _ and \ escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQL conditions of resolved filters on catalog_products: one containment for every exact filter. */
export function filterConditions(matches: readonly FilterMatch[]): SQL[] {
  const doc = catalogProducts.custom_fields;
  const exact: Record<string, unknown> = {};
  const conditions: SQL[] = [];
  for (const match of matches) {
    if (match.kind === 'exact') {
      if (match.field in exact) {
        conditions.push(sql`${doc} @> ${JSON.stringify({ [match.field]: match.value })}::jsonb`);
      } else exact[match.field] = match.value;
    } else if (match.kind === 'range') {
      // Lax jsonpath: a number, or any item of a multi-value field's list (numbers kept as text there);
      // silent, so a value that is not a number is no match rather than an error.
      const path = `$.${JSON.stringify(match.field)} ? (@.double() >= $min && @.double() <= $max)`;
      conditions.push(
        sql`jsonb_path_exists(${doc}, ${path}::jsonpath, ${JSON.stringify({ min: match.min, max: match.max })}::jsonb, true)`,
      );
    } else {
      const target = match.column ? catalogProducts[match.column] : sql`(${doc} ->> ${match.field})`;
      conditions.push(sql`${target} ilike ${containsPattern(match.text)}`);
    }
  }
  if (Object.keys(exact).length > 0) conditions.unshift(sql`${doc} @> ${JSON.stringify(exact)}::jsonb`);
  return conditions;
}
