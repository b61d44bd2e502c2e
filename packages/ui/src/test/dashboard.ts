// Stories and tests only: an in-memory dashboard, jobs and settings API (a test double; the real one is the Curate server).
import {
  type ActivityItem,
  type DashboardStats,
  ENHANCEABLE_FIELDS,
  ENHANCEMENT_TONES,
  type EnhancementJob,
} from '@curate/core';
import { apiFailure, createFixtureClient, never, type FixtureClient } from './fixtureApi';

export const DASHBOARD_COMPANY_ID = '3c9e0020-0000-4000-8000-0000000000d1';
const uuid = (n: number) => `5d1b7a90-0000-4000-8000-${String(n).padStart(12, '0')}`;
const T = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 26, 12) - minutesAgo * 60_000).toISOString();

export const dashboardStats = (extra: Partial<DashboardStats> = {}): DashboardStats => ({
  total_enhanced: 1_284,
  pending_review: 96,
  status_breakdown: { approved: 1_102, rejected: 41, skipped: 45, pending: 96 },
  average_quality_score: 8.3,
  recent_reviews_24h: 57,
  enhancement_jobs_active: 2,
  raw_products_imported: 1_350,
  completion_rate: 95.1,
  company_total: 1_284,
  company_quality: 8.3,
  quality_distribution: [0, 0, 1, 3, 9, 22, 61, 180, 402, 455, 151].map((count, score) => ({ score, count })),
  ...extra,
});

const completedResult = {
  quality_score: 8.6,
  stages: [
    { name: 'gather', ms: 4, detail: '6 fields from the record' },
    { name: 'research', ms: 812, detail: '2 pages read' },
    { name: 'generate', ms: 95, detail: '11 values, 10 sourced' },
    { name: 'score', ms: 2, detail: '8.6/10' },
  ],
  sources: [
    { id: 'input', url: null, domain: null, title: 'Raw product record', quality: 9 },
    {
      id: 's1',
      url: 'https://www.makita.test/dhp484',
      domain: 'makita.test',
      title: 'DHP484 product page',
      quality: 9,
    },
  ],
};
/** The token columns of that job. */
const completedTokens = { prompt_tokens: 1_420, completion_tokens: 388, tokens_used: 1_808 };

export function dashboardJobs(): EnhancementJob[] {
  const base = {
    raw_product_id: uuid(500),
    enhanced_product_id: null,
    job_type: 'single_product' as const,
    retry_count: 0,
    max_retries: 3,
  };
  return [
    {
      ...base,
      id: uuid(1),
      job_id: uuid(1),
      customer_product_id: 'SKU-1042',
      status: 'running',
      progress: 45,
      progress_percentage: 45,
      message: 'research: reading makita.test',
      created_at: T(1),
      started_at: T(1),
    },
    {
      ...base,
      id: uuid(2),
      job_id: uuid(2),
      customer_product_id: 'SKU-1041',
      status: 'queued',
      progress: 0,
      progress_percentage: 0,
      created_at: T(2),
    },
    {
      ...base,
      id: uuid(3),
      job_id: uuid(3),
      customer_product_id: 'SKU-1040',
      status: 'completed',
      progress: 100,
      progress_percentage: 100,
      message: 'Enhancement completed',
      created_at: T(6),
      started_at: T(6),
      completed_at: T(5),
      processing_time_seconds: 42.4,
      billing_status: 'charged',
      result_data: completedResult,
      ...completedTokens,
    },
    {
      ...base,
      id: uuid(4),
      job_id: uuid(4),
      customer_product_id: 'SKU-1039',
      status: 'failed',
      progress: 60,
      progress_percentage: 60,
      message: 'generate: provider unavailable',
      error_message: 'The AI provider did not answer',
      retry_count: 3,
      created_at: T(30),
      started_at: T(30),
      completed_at: T(22),
      processing_time_seconds: 486,
      billing_status: 'refunded',
    },
    {
      ...base,
      id: uuid(5),
      job_id: uuid(5),
      customer_product_id: 'SKU-1038',
      status: 'cancelled',
      progress: 10,
      progress_percentage: 10,
      created_at: T(60),
      billing_status: 'refunded',
    },
  ];
}

export function dashboardActivity(): ActivityItem[] {
  return [
    {
      id: uuid(900),
      product_id: 'SKU-1040',
      clean_name: 'Makita DHP484 18V Combi Drill',
      review_status: 'approved',
      review_notes: null,
      reviewed_at: T(3),
      username: 'alice',
      full_name: 'Alice Admin',
    },
    {
      id: uuid(901),
      product_id: 'SKU-1002',
      clean_name: 'Bosch GSR 12V-15 Drill Driver',
      review_status: 'rejected',
      review_notes: 'Voltage is wrong',
      reviewed_at: T(40),
      username: 'tom',
      full_name: 'Tom User',
    },
  ];
}

/** How the fixture API behaves. */
export interface DashboardFixtureOptions {
  state?: 'ready' | 'loading' | 'error' | 'empty';
  /** Answer of the cancel and re-run calls: ok or an error status. */
  actions?: 'ok' | 402 | 500;
  /** Queued jobs of a bulk run, newer than the others (30 push the failed job off the first page); default 0. */
  bulk?: number;
}

export function dashboardFixtureClient({
  state = 'ready',
  actions = 'ok',
  bulk = 0,
}: DashboardFixtureOptions = {}): FixtureClient {
  const bulkRun = Array.from({ length: bulk }, (_, i): EnhancementJob => {
    const id = uuid(100 + i);
    const created = new Date(Date.UTC(2026, 10, 26, 12) + (bulk - i) * 1_000).toISOString();
    return {
      ...dashboardJobs()[1]!,
      id,
      job_id: id,
      customer_product_id: `BULK-${String(i + 1).padStart(3, '0')}`,
      created_at: created,
    };
  });
  const jobs = state === 'empty' ? [] : [...bulkRun, ...dashboardJobs()];
  const answer = <T>(value: T) =>
    state === 'loading' ? never() : state === 'error' ? Promise.reject(apiFailure(500, 'Database unavailable')) : value;
  const action = ({ params }: { params: Record<string, string> }) => {
    if (actions !== 'ok') throw apiFailure(actions, actions === 402 ? 'Insufficient credits' : 'Internal error');
    return { success: true, job_id: params.jobId!, message: 'Done' };
  };
  return createFixtureClient({
    getDashboardStats: () =>
      answer(
        state === 'empty'
          ? dashboardStats({
              total_enhanced: 0,
              pending_review: 0,
              status_breakdown: { approved: 0, rejected: 0, skipped: 0, pending: 0 },
              average_quality_score: null,
              quality_distribution: [],
            })
          : dashboardStats(),
      ),
    listEnhancementJobs: ({ query }) => {
      // The server's tabs: 'active' holds the open jobs, the others one status.
      const tab = (query as { status?: string } | undefined)?.status ?? 'all';
      const inTab = (job: EnhancementJob, t: string) =>
        t === 'all' || (t === 'active' ? ['queued', 'processing', 'running'].includes(job.status) : job.status === t);
      const listed = jobs.filter((job) => inTab(job, tab));
      const { limit = 20, offset = 0 } = (query ?? {}) as { limit?: number; offset?: number };
      const status_counts = Object.fromEntries(
        (['all', 'active', 'completed', 'failed', 'cancelled'] as const).map((t) => [
          t,
          jobs.filter((job) => inTab(job, t)).length,
        ]),
      ) as Record<'all' | 'active' | 'completed' | 'failed' | 'cancelled', number>;
      return answer({ jobs: listed.slice(offset, offset + limit), total: listed.length, status_counts });
    },
    getDashboardActivity: () => answer({ activity: state === 'empty' ? [] : dashboardActivity() }),
    getJobProgress: ({ params }) => {
      const job = jobs.find((j) => j.id === params.jobId);
      return {
        success: true,
        data: {
          job_id: params.jobId,
          status: job?.status ?? 'queued',
          progress: job?.progress ?? 0,
          message: job?.message,
        },
      };
    },
    cancelEnhancementJob: action,
    rerunEnhancementJob: action,
  });
}

/** The settings modals' API: the signed-in user, the company's users, its enhancement settings and the lists. */
export function settingsFixtureClient({
  role = 'tenant-admin',
  state = 'ready',
  saveError,
}: {
  role?: 'tenant-admin' | 'tenant-user';
  state?: 'ready' | 'loading' | 'error';
  saveError?: string;
} = {}): FixtureClient {
  const me = {
    id: uuid(700),
    email: 'alice.admin@acme.test',
    full_name: 'Alice Admin',
    username: 'alice',
    role,
    org_id: null,
    company_id: DASHBOARD_COMPANY_ID,
    company_code: 'acme-tools',
    company_name: 'Acme Tools',
  };
  const user = {
    id: me.id,
    username: 'alice',
    email: me.email,
    full_name: me.full_name,
    role,
    is_active: true,
    company_id: DASHBOARD_COMPANY_ID,
    created_at: T(10_000),
    last_login: T(5),
  };
  const gate = <T>(value: T) =>
    state === 'loading' ? never() : state === 'error' ? Promise.reject(apiFailure(500, 'Database unavailable')) : value;
  return createFixtureClient({
    getCurrentUser: () => me,
    listCompanyUsers: () => gate({ users: [user], total: 1 }),
    updateCompanyUser: ({ body }) => {
      if (saveError) throw apiFailure(409, saveError);
      return { user: { ...user, ...(body as object) } };
    },
    getCompanyEnhancementConfig: () =>
      gate({
        company_code: 'acme-tools',
        enhancement_config: {
          tone: 'technical',
          fields: ['short_description', 'attributes'],
          custom_instructions: 'Always state the voltage.',
        },
      }),
    listEnhancementTones: () => ({ tones: ENHANCEMENT_TONES }),
    listEnhanceableFields: () => ({ fields: ENHANCEABLE_FIELDS }),
    updateCompanyEnhancementConfig: ({ body }) => {
      if (saveError) throw apiFailure(403, saveError);
      return { company_code: 'acme-tools', enhancement_config: body };
    },
  });
}
