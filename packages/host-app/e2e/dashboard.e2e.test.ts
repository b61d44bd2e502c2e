import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn } from './support/signIn';

/** A signed-in page on the Dashboard tab, with the bearer token and company id the host app uses. */
interface Session {
  page: Page;
  token: string;
  companyId: string;
}

interface Job {
  id: string;
  status: string;
  progress: number;
  billing_status: string;
  raw_product_id: string | null;
  enhanced_product_id: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  tokens_used: number | null;
  result_data: { sources?: { id: string; title: string | null }[]; stages?: { name: string }[] } | null;
}

const DASHBOARD = '/acme-tools/review?tab=dashboard';
/** One header balance poll is at most 15 s (spec part 3 §9); one more second for the request itself. */
const ONE_POLL = 16_000;
const short = (id: string) => id.slice(0, 8);

/** Signs `email` in and opens the Dashboard tab; the token and company id come from the page's own API calls. */
async function openDashboard(browser: Browser, product: RunningProduct, email: string): Promise<Session> {
  const page = await (await browser.newContext()).newPage();
  const session: Session = { page, token: '', companyId: '' };
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer '))
      session.token = auth.slice('Bearer '.length);
    const company = /\/api\/v2\/companies\/([0-9a-f-]{36})\/dashboard/.exec(request.url());
    if (company) session.companyId = company[1]!;
  });
  await signIn(page, product, email);
  await page.goto(`${product.webUrl}${DASHBOARD}`);
  await page.getByRole('table', { name: 'Recent Enhancement Jobs' }).waitFor({ timeout: 20_000 });
  if (!session.companyId || !session.token) throw new Error('the dashboard called no company API with a token');
  return session;
}

async function api<T>(product: RunningProduct, session: Session, method: string, path: string, body?: unknown) {
  const res = await fetch(`${product.apiUrl}/api/v2${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The raw products of `count` approved products of the session's company (re-enhanced with force). */
async function approvedRawProducts(product: RunningProduct, session: Session, count: number): Promise<string[]> {
  const { products } = await api<{ products: { raw_product_id: string }[] }>(
    product,
    session,
    'GET',
    `/companies/${session.companyId}/review-queue?review_status=approved&limit=${count}`,
  );
  expect(products).toHaveLength(count);
  return products.map((p) => p.raw_product_id);
}

/** Starts an enhancement of `rawId` as the session's user, as the import screens will: answers the job id. */
async function enhance(product: RunningProduct, session: Session, rawId: string): Promise<string> {
  const started = await api<{ job_id: string; status: string }>(
    product,
    session,
    'POST',
    `/companies/${session.companyId}/raw-products/${rawId}/enhance`,
    { force_enhancement: true },
  );
  expect(started.status).toBe('queued');
  return started.job_id;
}

const jobOf = (product: RunningProduct, session: Session, jobId: string) =>
  api<Job>(product, session, 'GET', `/companies/${session.companyId}/enhancement-jobs/${jobId}`);

const balanceOf = async (product: RunningProduct, session: Session) =>
  (await api<{ data: { current_balance: number } }>(product, session, 'GET', `/realtime/billing/${session.companyId}`))
    .data.current_balance;

const headerBalance = (page: Page) =>
  page.locator('[data-slot="workspace-header"] [data-slot="credit-balance-amount"]').textContent();

const credits = (n: number) => n.toLocaleString('en-US');

/** Opens the header's settings dropdown; answers its menu. */
async function openSettingsMenu(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

// `pnpm start` for real, in Debian's Chromium (issue #17, spec part 2 §2.6, §2.7, §4.3, §4.6). First with the
// API only enqueueing (WORKERS=0, the deployment whose workers run elsewhere): every job then stays as it was
// written, so a queued job's row, its details and its cancel are seen without racing a worker.
describe('the dashboard with the API only enqueueing: a queued job, its cancel, the user settings', () => {
  let product: RunningProduct;
  let browser: Browser;
  let tom: Session;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ WORKERS: '0' }), launchChromium()]);
    tom = await openDashboard(browser, product, ACCOUNTS.tom.email);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it("shows the demo's running job with its progress bar at its progress", async () => {
    const { jobs } = await api<{ jobs: Job[] }>(
      product,
      tom,
      'GET',
      `/companies/${tom.companyId}/enhancement-jobs?limit=20`,
    );
    const running = jobs.find((job) => job.status === 'running');
    expect(running, "the demo's running job").toBeTruthy();
    const row = tom.page.locator(`tr[data-job-id="${running!.id}"]`);
    expect(await row.getAttribute('data-status')).toBe('running');
    const bar = row.getByRole('progressbar', { name: `Progress of job ${short(running!.id)}` });
    expect(await bar.getAttribute('value')).toBe(String(running!.progress));
    expect(await row.textContent()).toContain(`${running!.progress}%`);
  });

  it('shows a new job queued with its progress bar, and cancelling it gives its 15 credits back in the header', async () => {
    const { page } = tom;
    const before = await balanceOf(product, tom);
    await expect.poll(() => headerBalance(page), { timeout: ONE_POLL }).toBe(credits(before));

    const [rawId] = await approvedRawProducts(product, tom, 1);
    const jobId = await enhance(product, tom, rawId!);
    expect(await balanceOf(product, tom)).toBe(before - 15);
    await expect.poll(() => headerBalance(page), { timeout: ONE_POLL }).toBe(credits(before - 15));

    // Refresh lists it first (newest first), queued, its progress bar at 0 %.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.locator(`tr[data-job-id="${jobId}"]`);
    await row.waitFor();
    expect(await page.locator('tr[data-slot="job-row"]').first().getAttribute('data-job-id')).toBe(jobId);
    expect(await row.getAttribute('data-status')).toBe('queued');
    expect(await row.locator('code').textContent()).toBe(short(jobId));
    const bar = row.getByRole('progressbar', { name: `Progress of job ${short(jobId)}` });
    expect(await bar.getAttribute('value')).toBe('0');

    await row.getByRole('button', { name: `Details of job ${short(jobId)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Job ${short(jobId)}` });
    await dialog.waitFor();
    expect(await dialog.locator('[data-slot="badge"]').first().textContent()).toBe('Queued');
    const stages = dialog.getByRole('list', { name: 'Stage timeline' }).getByRole('listitem');
    expect(await stages.allTextContents()).toEqual([
      'Gather Waiting',
      'Research Waiting',
      'Generate Waiting',
      'Score Waiting',
    ]);
    await dialog.getByText('No sources yet.').waitFor();
    await dialog.getByText('Token counts are recorded when the job completes.').waitFor();

    await dialog.getByRole('button', { name: 'Cancel Job' }).click();
    await page.getByText('Job cancelled; its credits were refunded').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getAttribute('data-status')).toBe('cancelled');
    expect(await row.getByRole('progressbar').count()).toBe(0);
    expect(await row.locator('[data-slot="badge"]').first().textContent()).toBe('Cancelled');

    // The credits come back: the API's balance at once, the header's within one poll.
    const job = await jobOf(product, tom, jobId);
    expect(job).toMatchObject({ status: 'cancelled', billing_status: 'refunded' });
    expect(await balanceOf(product, tom)).toBe(before);
    await expect.poll(() => headerBalance(page), { timeout: ONE_POLL }).toBe(credits(before));
  });

  it('finds a failed job behind a bulk run in the Failed tab (kept in the address) and re-runs it from there', async () => {
    const { page } = tom;
    const listed = (query: string) =>
      api<{ jobs: Job[]; total: number; status_counts: Record<string, number> }>(
        product,
        tom,
        'GET',
        `/companies/${tom.companyId}/enhancement-jobs?${query}`,
      );
    const { jobs: failedJobs } = await listed('status=failed&limit=100');
    const failed = failedJobs[0]!;
    expect(failed, "the demo's failed job").toBeTruthy();
    // A bulk run: 21 new jobs, queued (no worker here), all newer than the failed one.
    for (const rawId of await approvedRawProducts(product, tom, 21)) await enhance(product, tom, rawId);

    await page.getByRole('button', { name: 'Refresh' }).click();
    const rows = page.locator('tr[data-slot="job-row"]');
    const ids = () => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-job-id')));
    const newest = (await listed('limit=20')).jobs.map((job) => job.id);
    await expect.poll(ids, { timeout: 10_000 }).toEqual(newest);
    expect(newest).not.toContain(failed.id);

    const tabs = page.getByRole('tablist', { name: 'Jobs by status' });
    const counts = (await listed('limit=1')).status_counts;
    const failedTab = tabs.getByRole('tab', { name: `Failed (${counts.failed})` });
    await failedTab.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('jobs')).toBe('failed');
    await expect.poll(ids, { timeout: 10_000 }).toEqual(failedJobs.slice(0, 20).map((job) => job.id));
    await page
      .getByRole('navigation', { name: 'Job pages' })
      .getByText(`Showing 1-${Math.min(20, counts.failed!)} of ${counts.failed} jobs`)
      .waitFor();

    // A reload shows the same tab.
    await page.reload();
    await page.getByRole('table', { name: 'Recent Enhancement Jobs' }).waitFor({ timeout: 20_000 });
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe(`Failed (${counts.failed})`);
    const row = page.locator(`tr[data-job-id="${failed.id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('failed');

    await row.getByRole('button', { name: `Details of job ${short(failed.id)}` }).click();
    const details = page.getByRole('dialog', { name: `Job ${short(failed.id)}` });
    await details.getByRole('button', { name: 'Re-run Job' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Job Re-run' });
    await confirm.getByText('4 new attempts', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Re-run Job' }).click();
    await page.getByText('Job resubmitted').first().waitFor();
    await confirm.waitFor({ state: 'detached' });

    // Queued again with its credits reserved; it leaves the Failed tab and is in Active.
    expect(await jobOf(product, tom, failed.id)).toMatchObject({ status: 'queued', billing_status: 'reserved' });
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    await tabs.getByRole('tab', { name: `Failed (${counts.failed! - 1})` }).waitFor();
    await tabs.getByRole('tab', { name: /^Active/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('jobs')).toBe('active');
    // Listed by when it was created, so after the bulk run's jobs: Next pages on to it (the page in the address).
    const at = (await listed('status=active&limit=100')).jobs.findIndex((job) => job.id === failed.id);
    expect(at).toBeGreaterThanOrEqual(20);
    for (let p = 0; p < Math.floor(at / 20); p++)
      await page.getByRole('navigation', { name: 'Job pages' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('jobs_page')).toBe(String(Math.floor(at / 20) + 1));
    await page.locator(`tr[data-job-id="${failed.id}"][data-status="queued"]`).waitFor({ timeout: 10_000 });
  });

  it('offers a tenant user no Company Settings; User Settings refuses a name too long, then saves a new one', async () => {
    const { page } = tom;
    let menu = await openSettingsMenu(page);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['User Settings', 'Logout']);
    await menu.getByRole('menuitem', { name: 'User Settings' }).click();

    const dialog = page.getByRole('dialog', { name: 'User Settings' });
    const name = dialog.getByLabel('Full Name');
    await expect.poll(() => name.inputValue()).toBe(ACCOUNTS.tom.name);
    expect(await dialog.getByLabel('Email Address').getAttribute('readonly')).not.toBeNull();

    // A name over the 200 characters of spec part 2 §3 is refused in the modal, and nothing is saved.
    await name.fill('T'.repeat(201));
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await dialog.getByRole('alert').getByText('Full name must be at most 200 characters').waitFor();
    const me = () => api<{ full_name: string }>(product, tom, 'GET', '/users/me');
    expect((await me()).full_name).toBe(ACCOUNTS.tom.name);

    await name.fill('Thomas Baker');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('User settings saved successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await me()).full_name).toBe('Thomas Baker');

    menu = await openSettingsMenu(page);
    await expect.poll(() => menu.locator('[data-slot="settings-user-name"]').textContent()).toBe('Thomas Baker');
    await page.keyboard.press('Escape');
  });
});

// Then with the workers running (the default): a job runs to completion on the Dashboard, and a tenant
// admin's Company Settings shape the next job's output (the local provider writes the templated texts of
// packages/server/src/pipeline/describe.ts).
describe('the dashboard with the workers running: a job to completion, and the company settings it follows', () => {
  let product: RunningProduct;
  let browser: Browser;
  let tom: Session;
  let rawId = '';
  let firstProductId = '';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    tom = await openDashboard(browser, product, ACCOUNTS.tom.email);
    // The demo's open jobs (one queued, one running) are taken by the workers at start: let them finish.
    const activeJobs = async () =>
      (await api<{ data: { active_jobs: number } }>(product, tom, 'GET', `/realtime/billing/${tom.companyId}`)).data
        .active_jobs;
    for (let i = 0; i < 60 && (await activeJobs()) > 0; i++) await new Promise((r) => setTimeout(r, 500));
    if ((await activeJobs()) > 0) throw new Error("the demo's open jobs did not finish");
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('follows a job on the Dashboard until it completes, then shows its stages, sources and token counts', async () => {
    const { page } = tom;
    [rawId] = (await approvedRawProducts(product, tom, 1)) as [string];
    const jobId = await enhance(product, tom, rawId);
    // Every status and progress value the job's row shows, as the page renders it.
    await page.evaluate((id) => {
      const seen: { status: string | null; progress: string | null }[] = [];
      (window as unknown as { jobSeen: typeof seen }).jobSeen = seen;
      const record = () => {
        const row = document.querySelector(`tr[data-job-id="${id}"]`);
        if (!row) return;
        const next = {
          status: row.getAttribute('data-status'),
          progress: row.querySelector('progress')?.getAttribute('value') ?? null,
        };
        const last = seen.at(-1);
        if (!last || last.status !== next.status || last.progress !== next.progress) seen.push(next);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    }, jobId);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.locator(`tr[data-job-id="${jobId}"]`);
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000 }).toBe('completed');
    expect(await row.getByRole('progressbar').count()).toBe(0);
    const seen = await page.evaluate(
      () => (window as unknown as { jobSeen: { status: string; progress: string | null }[] }).jobSeen,
    );
    // The row only moves forward (queued, then processing/running with its bar, then completed) and ends
    // completed without the page being reloaded; an active row shows its progress bar.
    const order = (status: string) => ['queued', 'processing', 'running', 'completed'].indexOf(status);
    expect(seen.at(-1)).toEqual({ status: 'completed', progress: null });
    for (const [i, step] of seen.entries()) {
      expect(order(step.status)).toBeGreaterThanOrEqual(0);
      if (i > 0) expect(order(step.status)).toBeGreaterThanOrEqual(order(seen[i - 1]!.status));
      if (step.status !== 'completed') expect(step.progress).not.toBeNull();
    }

    const job = await jobOf(product, tom, jobId);
    expect(job).toMatchObject({ status: 'completed', progress: 100, billing_status: 'charged' });
    expect(job.tokens_used).toBeGreaterThan(0);
    firstProductId = job.enhanced_product_id!;
    // Settled, the dashboard is read again: the row's duration is the job's processing time.
    // (A loaded machine may answer that read late; the 30 s refresh would bring it too.)
    await expect.poll(() => row.locator('td').nth(4).textContent(), { timeout: 35_000 }).toMatch(/^\d+(\.\d)?s$/);
    console.log('[dashboard e2e] the row showed', JSON.stringify(seen));

    await row.getByRole('button', { name: `Details of job ${short(jobId)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Job ${short(jobId)}` });
    await dialog.waitFor();
    expect(await dialog.locator('[data-slot="badge"]').first().textContent()).toBe('Completed');
    expect(await dialog.getByRole('progressbar', { name: 'Job progress' }).getAttribute('value')).toBe('100');
    // Four stages, each done with the time it took and what it did (the research stage names its URL).
    const stages = dialog.getByRole('list', { name: 'Stage timeline' }).getByRole('listitem');
    expect(await stages.count()).toBe(4);
    const texts = await stages.allTextContents();
    for (const [i, label] of ['Gather', 'Research', 'Generate', 'Score'].entries())
      expect(texts[i]).toMatch(new RegExp(`^${label} Done · [\\d.]+ ms · `));
    expect(texts[1]).toContain('pages read');
    // The sources found: the raw record first, under its own name.
    const sources = job.result_data?.sources ?? [];
    expect(sources.length).toBeGreaterThan(0);
    await dialog.getByText(`Sources found (${sources.length})`).waitFor();
    const listed = await dialog.getByRole('list', { name: 'Sources found' }).getByRole('listitem').allTextContents();
    expect(listed).toHaveLength(sources.length);
    expect(listed[0]).toContain(sources[0]!.title!);
    // The token counts the job recorded.
    const tokens = dialog.locator('[data-slot="job-tokens"] dd');
    expect(await tokens.allTextContents()).toEqual([
      String(job.prompt_tokens),
      String(job.completion_tokens),
      String(job.tokens_used),
    ]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("changes the tone and unticks Long Description in a tenant admin's Company Settings; the next job follows", async () => {
    const { product: before } = await api<{ product: { short_description: string; long_description: string | null } }>(
      product,
      tom,
      'GET',
      `/companies/${tom.companyId}/products/${firstProductId}`,
    );
    // Written with the default configuration: professional tone, long description included.
    expect(before.short_description.startsWith('Meet the ')).toBe(false);
    expect(before.long_description).toBeTruthy();

    const alice = await openDashboard(browser, product, ACCOUNTS.alice.email);
    const { page } = alice;
    const menu = await openSettingsMenu(page);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['User Settings', 'Company Settings', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Company Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acme Tools' });
    const tone = dialog.getByLabel('Enhancement Tone');
    await expect.poll(() => tone.isEnabled()).toBe(true);
    expect(await tone.inputValue()).toBe('professional');
    const long = dialog.getByRole('checkbox', { name: 'Long Description' });
    expect(await long.isChecked()).toBe(true);
    await tone.selectOption('casual');
    await long.uncheck();
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Company settings saved successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const config = await api<{ enhancement_config: { tone: string; fields: string[] } }>(
      product,
      alice,
      'GET',
      '/companies/by-code/acme-tools/enhancement-config',
    );
    expect(config.enhancement_config.tone).toBe('casual');
    expect(config.enhancement_config.fields).not.toContain('long_description');
    expect(config.enhancement_config.fields).toContain('short_description');

    // The modal reads the saved settings back.
    await (await openSettingsMenu(page)).getByRole('menuitem', { name: 'Company Settings' }).click();
    await expect.poll(() => dialog.getByLabel('Enhancement Tone').inputValue()).toBe('casual');
    expect(await dialog.getByRole('checkbox', { name: 'Long Description' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The next job of the same raw product: a casual opening, and no long description written.
    const jobId = await enhance(product, alice, rawId);
    await expect
      .poll(async () => (await jobOf(product, alice, jobId)).status, { timeout: 30_000, interval: 500 })
      .toBe('completed');
    const job = await jobOf(product, alice, jobId);
    expect(job.enhanced_product_id).toBe(firstProductId);
    const { product: after } = await api<{ product: { short_description: string; long_description: string | null } }>(
      product,
      alice,
      'GET',
      `/companies/${alice.companyId}/products/${firstProductId}`,
    );
    // The casual tone's own opening, addressing the reader ('Here's the …'), not the professional one.
    expect(after.short_description).toMatch(/^Here's the /);
    expect(after.short_description).not.toBe(before.short_description);
    expect(after.long_description ?? null).toBeNull();
    await page.context().close();
  });
});
