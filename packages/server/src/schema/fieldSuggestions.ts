// GET /schema/field-suggestions: the values the enhancement read that no field of the schema holds
// (result_data.suggestions, written by jobs/persist.ts), grouped by name for the Schema Manager, in one
// statement over the latest completed job of each product. A name an active field already holds (its
// field_name or display_name, the display name also without a trailing '(unit)') is left out.
import { sql } from 'drizzle-orm';
import {
  FIELD_SUGGESTIONS_LIMIT,
  FIELD_SUGGESTION_SAMPLE_VALUES,
  type FieldSuggestion,
  type FieldSuggestionsResponse,
} from '@curate/core/contract';
import { COMPANY_NOT_FOUND } from '../auth/access';
import type { Principal } from '../auth/principal';
import { withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { companies, enhancementJobs, fieldDefinitions } from '../db/schema';
import { HttpError } from '../http/http-error';
import { rowsOf } from './sqlRows';

/** What the names are compared by: lower case without spaces and punctuation ('Cord-Length' = 'cord_length'). */
const IGNORED = '[[:space:][:punct:]]+';
/** A trailing unit in parentheses of a display name ('Cord Length (ft)' holds 'Cord Length'). */
const TRAILING_UNIT = '\\s*\\([^()]*\\)\\s*$';

interface SuggestionRow {
  key: string | null;
  name: string | null;
  products: number | null;
  sample_values: string[] | string | null;
  sample_quote: string | null;
  mean_confidence: number | string | null;
  last_seen: Date | string | null;
}

const keyOf = (text: ReturnType<typeof sql>) => sql`regexp_replace(lower(${text}), ${IGNORED}, '', 'g')`;

/**
 * The suggestions of a company, most products first (then the most recently seen), at most
 * FIELD_SUGGESTIONS_LIMIT, each read in at least `minProducts` products. One row per suggestion, or one row of
 * nulls when there is none; no row when the company does not exist (or is another tenant's: row-level security).
 */
function suggestionsQuery(companyId: string, minProducts: number) {
  return sql`
    with latest as (
      select distinct on (j.enhanced_product_id)
        j.enhanced_product_id as product_id, j.result_data -> 'suggestions' as list, j.completed_at
      from ${enhancementJobs} j
      where j.company_id = ${companyId} and j.status = 'completed' and j.enhanced_product_id is not null
      order by j.enhanced_product_id, j.completed_at desc nulls last, j.created_at desc
    ),
    readings as (
      select l.product_id, l.completed_at,
        btrim(e ->> 'name') as name,
        btrim(coalesce(e ->> 'value', '')) as value,
        nullif(btrim(coalesce(e ->> 'quote', '')), '') as quote,
        case when jsonb_typeof(e -> 'confidence') = 'number'
          then least(1, greatest(0, (e ->> 'confidence')::float8)) end as confidence,
        ${keyOf(sql`e ->> 'name'`)} as key
      from latest l
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(l.list) = 'array' then l.list else '[]'::jsonb end
      ) as e
      where jsonb_typeof(e) = 'object' and jsonb_typeof(e -> 'name') = 'string'
    ),
    held as (
      select ${keyOf(sql`v.name`)} as key
      from ${fieldDefinitions} d
      cross join lateral (values (d.field_name), (d.display_name),
        (regexp_replace(d.display_name, ${TRAILING_UNIT}, ''))) as v(name)
      where d.company_id = ${companyId} and d.is_active
    ),
    kept as (
      select r.* from readings r
      where r.key <> '' and not exists (select 1 from held h where h.key = r.key)
    ),
    grouped as (
      select key, count(distinct product_id)::int as products, avg(confidence) as mean_confidence,
        max(completed_at) as last_seen
      from kept
      group by key
      having count(distinct product_id) >= ${minProducts}
      order by products desc, last_seen desc nulls last, key
      limit ${FIELD_SUGGESTIONS_LIMIT}
    ),
    spellings as (
      select key, name, row_number() over (
        partition by key order by count(*) desc, max(completed_at) desc nulls last, name) as rank
      from kept where key in (select key from grouped)
      group by key, name
    ),
    samples as (
      select key, value, row_number() over (
        partition by key order by count(distinct product_id) desc, max(completed_at) desc nulls last, value) as rank
      from kept where value <> '' and key in (select key from grouped)
      group by key, value
    ),
    quotes as (
      select distinct on (key) key, quote
      from kept where quote is not null and key in (select key from grouped)
      order by key, confidence desc nulls last, completed_at desc nulls last
    )
    select g.key, s.name, g.products, g.mean_confidence, g.last_seen, q.quote as sample_quote,
      coalesce((select json_agg(v.value order by v.rank) from samples v
                where v.key = g.key and v.rank <= ${FIELD_SUGGESTION_SAMPLE_VALUES}), '[]'::json) as sample_values
    from ${companies} c
    left join grouped g on true
    left join spellings s on s.key = g.key and s.rank = 1
    left join quotes q on q.key = g.key
    where c.id = ${companyId}
    order by g.products desc, g.last_seen desc nulls last, g.key`;
}

const rate = (value: number | string | null) =>
  value === null ? null : Math.round(Math.min(1, Math.max(0, Number(value))) * 100) / 100;
const listOf = (value: string[] | string | null): string[] =>
  value === null ? [] : Array.isArray(value) ? value : (JSON.parse(value) as string[]);

/** GET /companies/{id}/schema/field-suggestions; 404 'Company not found' for a company that does not exist. */
export async function listFieldSuggestions(
  database: Database,
  principal: Principal,
  companyId: string,
  minProducts = 1,
): Promise<FieldSuggestionsResponse> {
  const rows = await withTenant(database, principal, (tx) =>
    rowsOf<SuggestionRow>(tx, suggestionsQuery(companyId, minProducts)),
  );
  if (rows.length === 0) throw HttpError.notFound(COMPANY_NOT_FOUND);
  const suggestions: FieldSuggestion[] = rows.flatMap((row) =>
    row.key === null
      ? []
      : [
          {
            name: row.name ?? row.key,
            products: Number(row.products),
            sample_values: listOf(row.sample_values),
            sample_quote: row.sample_quote,
            mean_confidence: rate(row.mean_confidence),
            last_seen: row.last_seen === null ? null : new Date(row.last_seen).toISOString(),
          },
        ],
  );
  return { success: true, suggestions };
}
