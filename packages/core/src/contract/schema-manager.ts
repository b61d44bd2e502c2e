import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { CompanyParams, Count, EmptyBody, Id, SuccessResponse, Timestamp, envelope, queryInt } from './common';
import { FIELD_SUGGESTIONS_LIMIT, FIELD_SUGGESTION_SAMPLE_VALUES, SORT_ORDER_MAX } from './constants';
import { DataTypeInput, FieldDefinition, FieldGroup, FieldType, type DataType } from './fields';

zodWithoutEvalInBrowsers();

/** Schema overview: each group with its fields, ungrouped fields, and totals — spec part 2 §3. */
export const SchemaOverview = z.object({
  groups: z.array(z.object({ group: FieldGroup, fields: z.array(FieldDefinition) })),
  ungrouped_fields: z._default(z.array(FieldDefinition), []),
  total_groups: Count,
  total_fields: Count,
});
export type SchemaOverview = z.infer<typeof SchemaOverview>;

/** Body renumbering the fields of one group (sort_order from 1) — spec part 2 §4.5, §7.4. group_id null is the ungrouped set. */
export const FieldReorder = z.strictObject({
  group_id: z.nullable(Id),
  field_orders: z
    .array(z.strictObject({ field_id: Id, sort_order: z.int().check(z.gte(1), z.lte(SORT_ORDER_MAX)) }))
    .check(z.minLength(1)),
});
export type FieldReorder = z.input<typeof FieldReorder>;

const differentFields = (v: { source_field_id: string; target_field_id: string }) =>
  v.source_field_id !== v.target_field_id;
const SAME_FIELD = { message: 'Source and target must be different fields', path: ['target_field_id'] };

/** Body asking what merging source into target would do. */
export const MergePreviewRequest = z
  .strictObject({ source_field_id: Id, target_field_id: Id })
  .check(z.refine(differentFields, SAME_FIELD));
export type MergePreviewRequest = z.input<typeof MergePreviewRequest>;

/** Body merging source into target — spec part 2 §7.4 (user_id or 'system'; the UI always deletes the source). */
export const MergeRequest = z
  .strictObject({
    source_field_id: Id,
    target_field_id: Id,
    user_id: z._default(z.union([Id, z.literal('system')]), 'system'),
    delete_source_field: z._default(z.boolean(), true),
  })
  .check(z.refine(differentFields, SAME_FIELD));
export type MergeRequest = z.input<typeof MergeRequest>;

/** A field as shown in a merge preview. */
export const MergeFieldRef = z.object({
  id: Id,
  field_name: z.string(),
  display_name: z.string(),
  field_type: FieldType,
  data_type: DataTypeInput,
  usage_count: Count,
});
export type MergeFieldRef = z.infer<typeof MergeFieldRef>;

/** A product holding values in both fields. product_id is the enhanced product's id (for the preview tooltip). */
export const MergeConflict = z.object({
  product_id: Id,
  product_name: z.nullable(z.string()),
  source_value: z.nullable(z.string()),
  target_value: z.nullable(z.string()),
});
export type MergeConflict = z.infer<typeof MergeConflict>;

/** Most conflicts a merge preview lists. */
export const MERGE_PREVIEW_CONFLICT_LIMIT = 100;

/** What a merge would do — spec part 2 §3 (sample_values lists the conflicts). */
export const MergePreview = z.object({
  source_field: MergeFieldRef,
  target_field: MergeFieldRef,
  sample_values: z.array(MergeConflict),
  /** Products holding a source value. */
  affected_products: Count,
  /** Products holding both values (sample_values lists at most MERGE_PREVIEW_CONFLICT_LIMIT of them). */
  conflict_count: z._default(Count, 0),
  /** Source values that move to the target (products without a target value). */
  values_to_move: z._default(Count, 0),
});
export type MergePreview = z.infer<typeof MergePreview>;

/** Outcome of a merge. */
export const MergeResult = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  affected_products: Count,
  /** Values moved from source to target. */
  moved_values: z._default(Count, 0),
  /** Products that held both values: the target's value was kept. */
  conflicts: z._default(Count, 0),
  source_field_deleted: z.boolean(),
});
export type MergeResult = z.infer<typeof MergeResult>;

/** Whether target may receive source: both used, different, same data type — spec part 2 §5.5. */
export function isMergeCompatible(
  source: { id: string; data_type: DataType; usage_count?: number },
  target: { id: string; data_type: DataType; usage_count?: number },
): boolean {
  return (
    source.id !== target.id &&
    source.data_type === target.data_type &&
    (source.usage_count ?? 0) > 0 &&
    (target.usage_count ?? 0) > 0
  );
}

/** Body asking whether (or making) a field change its type; the UI only announces this — spec part 2 §2.9. */
export const FieldMigrationRequest = z.strictObject({
  target_field_type: FieldType,
  target_data_type: z.optional(DataTypeInput),
});
export type FieldMigrationRequest = z.input<typeof FieldMigrationRequest>;

/** Dry-run result of a field migration. */
export const FieldMigrationValidation = z.object({
  valid: z.boolean(),
  affected_products: Count,
  convertible_values: Count,
  failing_values: Count,
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type FieldMigrationValidation = z.infer<typeof FieldMigrationValidation>;

/** Result of a field migration. */
export const FieldMigrationResult = z.object({
  field: FieldDefinition,
  migrated_values: Count,
  failed_values: Count,
});
export type FieldMigrationResult = z.infer<typeof FieldMigrationResult>;

/** How much a field is used — spec part 2 §3. */
export const FieldUsage = z.object({
  form_count: Count,
  record_count: Count,
  product_count: Count,
  last_used_at: z.nullable(Timestamp),
});
export type FieldUsage = z.infer<typeof FieldUsage>;

/** A field as described in a merge suggestion. */
export const SuggestionField = z.object({
  id: Id,
  name: z.string(),
  display_name: z.string(),
  field_type: FieldType,
  data_type: DataTypeInput,
  usage: FieldUsage,
});
export type SuggestionField = z.infer<typeof SuggestionField>;

/** Suggestion state: pending until dismissed (or accepted and merged) — spec part 2 §3, §4.4. */
export const MergeSuggestionStatus = z.enum(['pending', 'dismissed', 'accepted']);
export type MergeSuggestionStatus = z.infer<typeof MergeSuggestionStatus>;

/** An AI-generated proposal to merge two fields — spec part 2 §3. */
export const MergeSuggestion = z.object({
  id: Id,
  status: MergeSuggestionStatus,
  confidence: z.number().check(z.gte(0), z.lte(1)),
  rationale: z.string(),
  source_field: SuggestionField,
  target_field: SuggestionField,
  created_at: z.optional(Timestamp),
});
export type MergeSuggestion = z.infer<typeof MergeSuggestion>;

/** A list of merge suggestions. */
export const MergeSuggestionsResponse = z.object({
  success: z.boolean(),
  suggestions: z.array(MergeSuggestion),
  message: z.optional(z.string()),
});
export type MergeSuggestionsResponse = z.infer<typeof MergeSuggestionsResponse>;

/** Suggestion list filter; pending by default. */
export const MergeSuggestionsQuery = z.object({ status: z._default(MergeSuggestionStatus, 'pending') });
export type MergeSuggestionsQuery = z.infer<typeof MergeSuggestionsQuery>;

/** Body accepting a suggestion — spec part 2 §7.4. */
export const AcceptSuggestionRequest = z.strictObject({ delete_source_field: z._default(z.boolean(), true) });
export type AcceptSuggestionRequest = z.input<typeof AcceptSuggestionRequest>;

/** Answer of accepting: when redirect_to_merge, the merge dialog opens with these fields and previews. */
export const AcceptSuggestionResponse = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  redirect_to_merge: z.boolean(),
  merge_preview_data: z.nullish(
    z.object({ source_field_id: Id, target_field_id: Id, delete_source_field: z._default(z.boolean(), true) }),
  ),
});
export type AcceptSuggestionResponse = z.infer<typeof AcceptSuggestionResponse>;

/** Body of the internal AI merge analysis. */
export const MergeAnalysisRequest = z.strictObject({ company_id: Id });
export type MergeAnalysisRequest = z.input<typeof MergeAnalysisRequest>;

/**
 * A value the enhancement read that no field of the schema holds, by name across the company's completed jobs
 * (result_data.suggestions of each product's latest job): a field the Schema Manager may create.
 */
export const FieldSuggestion = z
  .object({
    /** The name as the pipeline read it, in its most common spelling ('Cord Length'). */
    name: z.string(),
    /** Distinct enhanced products whose latest job read it. */
    products: Count,
    /** Up to FIELD_SUGGESTION_SAMPLE_VALUES distinct values, most common first ('25 ft'). */
    sample_values: z.array(z.string()).check(z.maxLength(FIELD_SUGGESTION_SAMPLE_VALUES)),
    /** One quote it was read from, verbatim from its source; null when none was kept. */
    sample_quote: z.nullable(z.string()),
    /** The mean of the readings' confidence, 0-1; null when none was rated. */
    mean_confidence: z.nullable(z.number().check(z.gte(0), z.lte(1))),
    /** When the latest job that read it completed. */
    last_seen: z.nullable(Timestamp),
  })
  .check(
    z.meta({
      id: 'FieldSuggestion',
      description:
        'A value the enhancement read that no field of the schema holds, grouped by name (case, spaces and ' +
        'punctuation ignored) over the latest completed job of each product: name (most common spelling), ' +
        'products, sample_values (up to 5, most common first), sample_quote, mean_confidence (0-1), last_seen.',
    }),
  );
export type FieldSuggestion = z.infer<typeof FieldSuggestion>;

/** Field suggestion filter: only names read in at least min_products products (default 1). */
export const FieldSuggestionsQuery = z.object({
  min_products: z._default(queryInt().check(z.gte(1)), 1),
});
export type FieldSuggestionsQuery = z.infer<typeof FieldSuggestionsQuery>;

/** The field suggestions: most products first, at most FIELD_SUGGESTIONS_LIMIT, none an active field already holds. */
export const FieldSuggestionsResponse = z.object({
  success: z.boolean(),
  suggestions: z.array(FieldSuggestion).check(z.maxLength(FIELD_SUGGESTIONS_LIMIT)),
});
export type FieldSuggestionsResponse = z.infer<typeof FieldSuggestionsResponse>;

const FieldParams = z.extend(CompanyParams, { fieldId: Id });
const SuggestionParams = z.extend(CompanyParams, { suggestionId: Id });

export const schemaManagerRoutes = {
  getSchemaOverview: defineRoute({
    id: 'getSchemaOverview',
    method: 'GET',
    path: '/companies/:companyId/scheme-manager',
    params: CompanyParams,
    response: envelope(SchemaOverview),
    auth: 'token',
    summary: 'All groups with their fields, and totals.',
    tag: 'schema',
  }),
  reorderSchemaFields: defineRoute({
    id: 'reorderSchemaFields',
    method: 'PUT',
    path: '/companies/:companyId/scheme-manager/fields/reorder',
    params: CompanyParams,
    body: FieldReorder,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Save a new field order inside one group.',
    tag: 'schema',
  }),
  previewFieldMerge: defineRoute({
    id: 'previewFieldMerge',
    method: 'POST',
    path: '/companies/:companyId/scheme-manager/fields/merge-preview',
    params: CompanyParams,
    body: MergePreviewRequest,
    response: envelope(MergePreview),
    auth: 'token',
    summary: 'Preview merging one field into another.',
    tag: 'schema',
  }),
  mergeFields: defineRoute({
    id: 'mergeFields',
    method: 'POST',
    path: '/companies/:companyId/scheme-manager/fields/merge',
    params: CompanyParams,
    body: MergeRequest,
    response: MergeResult,
    auth: 'token',
    summary: 'Merge one field into another.',
    tag: 'schema',
  }),
  validateFieldMigration: defineRoute({
    id: 'validateFieldMigration',
    method: 'POST',
    path: '/companies/:companyId/scheme-manager/fields/:fieldId/validate-migration',
    params: FieldParams,
    body: FieldMigrationRequest,
    response: envelope(FieldMigrationValidation),
    auth: 'token',
    summary: 'Check whether a field can change its type.',
    tag: 'schema',
  }),
  migrateField: defineRoute({
    id: 'migrateField',
    method: 'POST',
    path: '/companies/:companyId/scheme-manager/fields/:fieldId/migrate',
    params: FieldParams,
    body: FieldMigrationRequest,
    response: envelope(FieldMigrationResult),
    auth: 'token',
    summary: "Change a field's type and convert its values.",
    tag: 'schema',
  }),
  generateMergeSuggestions: defineRoute({
    id: 'generateMergeSuggestions',
    method: 'POST',
    path: '/companies/:companyId/schema/merge/ai-suggestions',
    params: CompanyParams,
    body: EmptyBody,
    response: MergeSuggestionsResponse,
    auth: 'token',
    summary: 'Ask the AI for field merge suggestions.',
    tag: 'schema',
  }),
  listMergeSuggestions: defineRoute({
    id: 'listMergeSuggestions',
    method: 'GET',
    path: '/companies/:companyId/schema/merge/suggestions',
    params: CompanyParams,
    query: MergeSuggestionsQuery,
    response: MergeSuggestionsResponse,
    auth: 'token',
    summary: 'Stored merge suggestions (pending by default).',
    tag: 'schema',
  }),
  acceptMergeSuggestion: defineRoute({
    id: 'acceptMergeSuggestion',
    method: 'POST',
    path: '/companies/:companyId/schema/merge/suggestions/:suggestionId/accept',
    params: SuggestionParams,
    body: AcceptSuggestionRequest,
    response: AcceptSuggestionResponse,
    auth: 'token',
    summary: 'Accept a merge suggestion.',
    tag: 'schema',
  }),
  dismissMergeSuggestion: defineRoute({
    id: 'dismissMergeSuggestion',
    method: 'POST',
    path: '/companies/:companyId/schema/merge/suggestions/:suggestionId/dismiss',
    params: SuggestionParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Dismiss a merge suggestion.',
    tag: 'schema',
  }),
  listFieldSuggestions: defineRoute({
    id: 'listFieldSuggestions',
    method: 'GET',
    path: '/companies/:companyId/schema/field-suggestions',
    params: CompanyParams,
    query: FieldSuggestionsQuery,
    response: FieldSuggestionsResponse,
    auth: 'token',
    summary:
      'Values the enhancement read that no field holds, by name: products, sample values and a quote (most products first, at most 50).',
    tag: 'schema',
  }),
  analyzeFieldMerges: defineRoute({
    id: 'analyzeFieldMerges',
    method: 'POST',
    path: '/internal/openai/merge-analysis',
    body: MergeAnalysisRequest,
    response: MergeSuggestionsResponse,
    auth: 'token',
    summary: 'Internal: run the AI merge analysis for a company.',
    tag: 'schema',
  }),
} as const;
