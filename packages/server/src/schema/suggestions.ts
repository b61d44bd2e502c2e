// AI merge suggestions: the offline analysis (similarity.ts) over the company's used custom fields, ranked
// and explained by the model when the openai provider is configured (aiRanking.ts), stored per pair; list by status, accept (answers the pre-filled merge) and dismiss — spec part 2 §3,
// §4.4, §7.4, §8.4.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  AcceptSuggestionResponse,
  MergeSuggestion,
  MergeSuggestionStatus,
  MergeSuggestionsResponse,
  SuccessResponse,
  SuggestionField,
} from '@curate/core/contract';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { mergeSuggestions } from '../db/schema';
import { selectFields, selectUsageCounts } from '../fields/queries';
import { toFieldDefinition } from '../fields/service';
import { HttpError } from '../http/http-error';
import { iso } from '../products/mappers';
import { loadMergePair } from './merge';
import type { MergeRanker } from './aiRanking';
import { findMergeCandidates, type CandidateField, type MergeCandidate } from './similarity';
import { selectTopValues, selectUsageStats } from './valueQueries';

/** 400 when fewer than two custom fields hold values — spec part 2 §8.4 (the client shows this text). */
export const NO_FIELDS_FOR_ANALYSIS =
  'No fields available for analysis. Please ensure your schema has fields with usage data.';
/** 404 for a suggestion that is unknown, another company's, or no longer pending. */
export const SUGGESTION_NOT_FOUND = 'Suggestion not found';
/** Distinct values per field the analysis compares. */
export const ANALYSIS_VALUES_PER_FIELD = 200;

/** The company's suggestions with this status (or these ids), most confident first, fields described. */
async function listSuggestions(
  tx: TenantTx,
  companyId: string,
  status: MergeSuggestionStatus,
): Promise<MergeSuggestion[]> {
  const rows = await tx
    .select()
    .from(mergeSuggestions)
    .where(and(eq(mergeSuggestions.company_id, companyId), eq(mergeSuggestions.status, status)))
    .orderBy(desc(mergeSuggestions.confidence), desc(mergeSuggestions.created_at));
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((row) => [row.source_field_id, row.target_field_id]))];
  const fields = await selectFields(tx, companyId, { ids });
  const usage = await selectUsageCounts(tx, companyId, fields);
  const stats = await selectUsageStats(tx, companyId);
  const described = new Map<string, SuggestionField>(
    fields.map((row) => {
      const def = toFieldDefinition(row);
      const stat = stats.get(row.id);
      return [
        row.id,
        {
          id: def.id,
          name: def.field_name,
          display_name: def.display_name,
          field_type: def.field_type,
          data_type: def.data_type,
          usage: {
            form_count: 0,
            record_count: stat?.records ?? 0,
            product_count: usage.get(row.id) ?? 0,
            last_used_at: stat?.lastUsedAt ?? null,
          },
        },
      ];
    }),
  );
  return rows.flatMap((row) => {
    const source = described.get(row.source_field_id);
    const target = described.get(row.target_field_id);
    if (!source || !target) return [];
    return [
      {
        id: row.id,
        status: row.status,
        confidence: Number(row.confidence),
        rationale: row.rationale ?? '',
        source_field: source,
        target_field: target,
        created_at: iso(row.created_at),
      },
    ];
  });
}

/** The used custom fields of the company with their most common values, for the analysis. */
async function candidateFields(tx: TenantTx, companyId: string): Promise<CandidateField[]> {
  const fields = (await selectFields(tx, companyId, { is_active: true })).filter((row) => !row.is_core_field);
  const usage = await selectUsageCounts(tx, companyId, fields);
  const values = new Map<string, Map<string, number>>();
  for (const row of await selectTopValues(tx, companyId, ANALYSIS_VALUES_PER_FIELD, true)) {
    const map = values.get(row.id) ?? new Map<string, number>();
    map.set(row.value, Number(row.count));
    values.set(row.id, map);
  }
  return fields
    .map((row) => ({
      id: row.id,
      field_name: row.field_name,
      display_name: row.display_name,
      data_type: toFieldDefinition(row).data_type,
      usage: usage.get(row.id) ?? 0,
      values: values.get(row.id) ?? new Map<string, number>(),
    }))
    .filter((field) => field.usage > 0);
}

/** Pairs already dismissed or accepted, either way round, as 'source/target' keys. */
async function decidedPairs(tx: TenantTx, companyId: string): Promise<Set<string>> {
  const decided = await tx
    .select({ source: mergeSuggestions.source_field_id, target: mergeSuggestions.target_field_id })
    .from(mergeSuggestions)
    .where(
      and(eq(mergeSuggestions.company_id, companyId), inArray(mergeSuggestions.status, ['dismissed', 'accepted'])),
    );
  return new Set(decided.flatMap((pair) => [`${pair.source}/${pair.target}`, `${pair.target}/${pair.source}`]));
}

const open = (closed: Set<string>) => (candidate: MergeCandidate) =>
  !closed.has(`${candidate.source.id}/${candidate.target.id}`);

/**
 * Runs the analysis for a company and stores its suggestions: the offline candidates of the used fields
 * (a pair already dismissed or accepted, either way round, is not suggested again), ranked and explained
 * by `ranker` (the model with the openai provider; aiRanking.ts) outside any transaction, then stored: new
 * pairs added, pending ones updated, pending ones the analysis no longer finds removed. Answers the
 * pending suggestions.
 */
export async function analyseCompany(
  database: Database,
  principal: Principal,
  companyId: string,
  ranker: MergeRanker,
): Promise<MergeSuggestionsResponse> {
  const { fields, candidates } = await withTenant(database, principal, async (tx) => {
    const fields = await candidateFields(tx, companyId);
    if (fields.length < 2) throw HttpError.badRequest(NO_FIELDS_FOR_ANALYSIS);
    return { fields, candidates: findMergeCandidates(fields).filter(open(await decidedPairs(tx, companyId))) };
  });
  const ranked = await ranker.rank(candidates);
  return withTenant(database, principal, async (tx) => {
    const kept: string[] = [];
    for (const candidate of ranked.filter(open(await decidedPairs(tx, companyId)))) {
      const [row] = await tx
        .insert(mergeSuggestions)
        .values({
          company_id: companyId,
          source_field_id: candidate.source.id,
          target_field_id: candidate.target.id,
          confidence: candidate.confidence,
          rationale: candidate.rationale,
        })
        .onConflictDoUpdate({
          target: [mergeSuggestions.company_id, mergeSuggestions.source_field_id, mergeSuggestions.target_field_id],
          set: { confidence: candidate.confidence, rationale: candidate.rationale, updated_at: sql`clock_timestamp()` },
        })
        .returning({ id: mergeSuggestions.id });
      kept.push(row!.id);
    }
    await tx
      .delete(mergeSuggestions)
      .where(
        and(
          eq(mergeSuggestions.company_id, companyId),
          eq(mergeSuggestions.status, 'pending'),
          kept.length > 0 ? notInArray(mergeSuggestions.id, kept) : undefined,
        ),
      );
    const suggestions = await listSuggestions(tx, companyId, 'pending');
    return {
      success: true,
      suggestions,
      message:
        suggestions.length === 0
          ? `No merge suggestions found among ${fields.length} fields in use`
          : `Found ${suggestions.length} merge suggestion(s) among ${fields.length} fields in use`,
    };
  });
}

/** POST /schema/merge/ai-suggestions. */
export async function generateMergeSuggestions(
  database: Database,
  principal: Principal,
  companyId: string,
  ranker: MergeRanker,
): Promise<MergeSuggestionsResponse> {
  return analyseCompany(database, principal, companyId, ranker);
}

/** GET /schema/merge/suggestions?status=pending. */
export async function getMergeSuggestions(
  database: Database,
  principal: Principal,
  companyId: string,
  status: MergeSuggestionStatus,
): Promise<MergeSuggestionsResponse> {
  return withTenant(database, principal, async (tx) => ({
    success: true,
    suggestions: await listSuggestions(tx, companyId, status),
  }));
}

/** Locks a pending suggestion of the company; 404 otherwise. */
async function lockPending(tx: TenantTx, companyId: string, suggestionId: string) {
  const [row] = await tx
    .select()
    .from(mergeSuggestions)
    .where(
      and(
        eq(mergeSuggestions.company_id, companyId),
        eq(mergeSuggestions.id, suggestionId),
        eq(mergeSuggestions.status, 'pending'),
      ),
    )
    .for('update');
  if (!row) throw HttpError.notFound(SUGGESTION_NOT_FOUND);
  return row;
}

async function decide(tx: TenantTx, suggestionId: string, status: 'accepted' | 'dismissed', userId: string) {
  await tx
    .update(mergeSuggestions)
    .set({ status, decided_by_user_id: userId, decided_at: sql`clock_timestamp()`, updated_at: sql`clock_timestamp()` })
    .where(eq(mergeSuggestions.id, suggestionId));
}

/**
 * POST /schema/merge/suggestions/{id}/accept: the pair is checked against the merge rules (400 with
 * their message), the suggestion leaves the pending list, and the answer asks the client to open the
 * merge dialog pre-filled — spec part 2 §4.4. The merge itself is the dialog's Execute Merge.
 */
export async function acceptMergeSuggestion(
  database: Database,
  principal: Principal,
  companyId: string,
  suggestionId: string,
  deleteSourceField: boolean,
): Promise<AcceptSuggestionResponse> {
  return withTenant(database, principal, async (tx) => {
    const row = await lockPending(tx, companyId, suggestionId);
    await loadMergePair(tx, companyId, row.source_field_id, row.target_field_id, false);
    await decide(tx, row.id, 'accepted', principal.userId);
    return {
      success: true,
      message: 'Review the merge preview, then execute the merge',
      redirect_to_merge: true,
      merge_preview_data: {
        source_field_id: row.source_field_id,
        target_field_id: row.target_field_id,
        delete_source_field: deleteSourceField,
      },
    };
  });
}

/** POST /schema/merge/suggestions/{id}/dismiss: pending → dismissed — spec part 2 §4.4. */
export async function dismissMergeSuggestion(
  database: Database,
  principal: Principal,
  companyId: string,
  suggestionId: string,
): Promise<SuccessResponse> {
  return withTenant(database, principal, async (tx) => {
    const row = await lockPending(tx, companyId, suggestionId);
    await decide(tx, row.id, 'dismissed', principal.userId);
    return { success: true, message: 'Suggestion dismissed' };
  });
}
