// Job rows as the contract answers them (spec part 2 §3).
import type { EnhancementJob } from '@curate/core/contract';
import { DEFAULT_ESTIMATED_COMPLETION_MINUTES } from '@curate/core/contract';
import type { JobRow } from './persist';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const objectOrNull = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** A job row as answered: a stored 'created' reads as queued; progress as both progress and progress_percentage. */
export function toJob(row: JobRow): EnhancementJob {
  return {
    id: row.id,
    job_id: row.id,
    company_id: row.company_id,
    raw_product_id: row.raw_product_id as string,
    enhanced_product_id: row.enhanced_product_id,
    customer_product_id: row.customer_product_id,
    job_type: 'single_product',
    status: row.status === 'created' ? 'queued' : row.status,
    progress: row.progress,
    progress_percentage: row.progress,
    message: row.message,
    created_at: row.created_at.toISOString(),
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    processing_time_seconds: row.processing_time_seconds,
    error_message: row.error_message,
    retry_count: row.retry_count,
    max_retries: row.max_retries,
    billing_status: row.billing_status === 'none' ? null : row.billing_status,
    enhancement_config: objectOrNull(row.enhancement_config),
    result_data: objectOrNull(row.result_data),
    prompt_tokens: row.prompt_tokens,
    completion_tokens: row.completion_tokens,
    tokens_used: row.tokens_used,
    estimated_completion_minutes: DEFAULT_ESTIMATED_COMPLETION_MINUTES,
    estimated_completion_seconds: row.estimated_completion_seconds,
  };
}
