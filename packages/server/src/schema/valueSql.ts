// SQL over one product_field_values row aliased `v`: its value as the audit's jsonb and as summary text,
// the same reading as product_custom_fields_doc (migration 0003) and products/fieldValues.ts displayValue.
import { sql, type SQL } from 'drizzle-orm';

/** The stored value of `v` as jsonb (an array for a multi-value field), as audit entries keep it. */
export function valueJson(isMultiple: boolean): SQL {
  return isMultiple
    ? sql.raw('custom_field_multi_value(v.value_text)')
    : sql.raw(
        'coalesce(to_jsonb(v.value_number), to_jsonb(v.value_boolean), to_jsonb(v.value_date::text), to_jsonb(v.value_product_id), to_jsonb(v.value_text))',
      );
}

/** The stored value of `v` as text for summaries and previews: list items joined by ', ', booleans Yes/No. */
export function valueText(isMultiple: boolean): SQL {
  return isMultiple
    ? sql.raw(
        "(select string_agg(item, ', ') from jsonb_array_elements_text(custom_field_multi_value(v.value_text)) as item)",
      )
    : sql.raw(
        "coalesce(v.value_number::text, case v.value_boolean when true then 'Yes' when false then 'No' end, v.value_date::text, v.value_product_id, v.value_text)",
      );
}

/** value_text of `v` rewritten for a target of the other multiplicity (the typed columns stay as they are). */
export function valueTextFor(sourceMultiple: boolean, targetMultiple: boolean): SQL {
  if (sourceMultiple === targetMultiple) return sql.raw('v.value_text');
  return sourceMultiple
    ? sql.raw(
        "(select string_agg(item, ', ') from jsonb_array_elements_text(custom_field_multi_value(v.value_text)) as item)",
      )
    : sql.raw('case when v.value_text is null then null else jsonb_build_array(v.value_text)::text end');
}
