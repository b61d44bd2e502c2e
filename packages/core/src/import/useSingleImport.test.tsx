// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_MESSAGE } from '../client/index';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import type { TestServer } from '../test/httpServer';
import { IMPORT_MESSAGES } from './messages';
import { ApiError } from '../client/index';
import { importMessages, MessagesProvider } from '../messages/index';
import {
  enhancementFailureMessage,
  type SingleImportResult,
  singleProductSchema,
  useSingleImport,
} from './useSingleImport';

const COMPANY = uid(960);
const RAW = uid(961);
const JOB = uid(962);
let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const imported = (outcome: 'created' | 'updated' | 'unchanged', needs = outcome !== 'unchanged') => ({
  body: {
    success: true,
    message: outcome === 'unchanged' ? 'Product unchanged' : 'Product imported successfully',
    product_id: RAW,
    outcome,
    needs_enhancement: needs,
    product: {
      id: RAW,
      customer_product_id: 'SKU-1',
      company_id: COMPANY,
      processing_status: 'imported',
      import_batch_id: null,
      field_data_stored: true,
      created_at: '2026-11-26T10:00:00.000Z',
    },
  },
});
const values = { productId: ' SKU-1 ', description: 'Cordless drill', additionalInformation: 'Made in Spain' };

async function submitWith(
  routes: Parameters<typeof startFakeApi>[0],
  input: Parameters<ReturnType<typeof useSingleImport>['submit']>[0] = values,
) {
  server = await startFakeApi(routes);
  const { wrapper } = apiWrapper(server.origin);
  const { result } = renderHook(() => useSingleImport({ companyId: COMPANY }), { wrapper });
  let answer: SingleImportResult | undefined;
  await act(async () => {
    answer = await result.current.submit(input);
  });
  return { answer: answer!, hook: result };
}

describe('useSingleImport (spec part 2 §2.2, §4.1, §8.1)', () => {
  it('imports the product, then starts its enhancement; the payload carries the trimmed id and additional information', async () => {
    const { answer, hook } = await submitWith({
      [`POST /companies/${COMPANY}/raw-products/import`]: () => imported('created'),
      [`POST /companies/${COMPANY}/raw-products/${RAW}/enhance`]: () => ({
        body: { success: true, job_id: JOB, status: 'queued', estimated_completion_minutes: '3-5' },
      }),
    });
    expect(answer).toEqual({
      status: 'success',
      message: 'Product imported successfully. Enhancement started (about 3-5 minutes).',
      rawProductId: RAW,
      jobId: JOB,
    });
    expect(hook.current).toMatchObject({ busy: false, result: answer });
    const [post] = callsTo(server, 'POST', `/companies/${COMPANY}/raw-products/import`);
    expect(post!.url).toContain('allow_override=false');
    expect(JSON.parse(post!.body)).toMatchObject({
      customer_product_id: 'SKU-1',
      product_details: 'Cordless drill',
      additional_fields: { additional_information: 'Made in Spain' },
    });
    const [enhance] = callsTo(server, 'POST', `/companies/${COMPANY}/raw-products/${RAW}/enhance`);
    expect(JSON.parse(enhance!.body)).toMatchObject({ job_type: 'single_product', force_enhancement: false });
  });

  it('starts no job for unchanged content, and forces one for updated content', async () => {
    const unchanged = await submitWith({
      [`POST /companies/${COMPANY}/raw-products/import`]: () => imported('unchanged'),
    });
    expect(unchanged.answer).toMatchObject({
      status: 'success',
      message: 'Product unchanged. No enhancement needed.',
      jobId: null,
    });
    expect(callsTo(server, 'POST', `/companies/${COMPANY}/raw-products/${RAW}/enhance`)).toHaveLength(0);
    await server.close();

    await submitWith({
      [`POST /companies/${COMPANY}/raw-products/import`]: () => imported('updated'),
      [`POST /companies/${COMPANY}/raw-products/${RAW}/enhance`]: () => ({ body: { success: true, job_id: JOB } }),
    });
    const [enhance] = callsTo(server, 'POST', `/companies/${COMPANY}/raw-products/${RAW}/enhance`);
    expect(JSON.parse(enhance!.body)).toMatchObject({ force_enhancement: true });
  });

  it('keeps the product imported and says why when the start is refused: 402, 429, 403 suspended, anything else', async () => {
    const refusedWith = (status: number, body: object) =>
      submitWith({
        [`POST /companies/${COMPANY}/raw-products/import`]: () => imported('created'),
        [`POST /companies/${COMPANY}/raw-products/${RAW}/enhance`]: () => ({ status, body }),
      });
    const credits = await refusedWith(402, {
      detail: 'Insufficient credits',
      code: 'insufficient_credits',
      current_balance: 5,
      required_credits: 15,
    });
    expect(credits.answer).toEqual({
      status: 'warning',
      rawProductId: RAW,
      message:
        'Insufficient credits: You have 5 credits but need approximately 15 credits. Please contact your administrator.',
      note: 'The product was imported anyway; its enhancement was skipped.',
    });
    await server.close();
    const limited = await refusedWith(429, { detail: 'Daily spending limit exceeded.', code: 'spend_limit_exceeded' });
    expect(limited.answer).toMatchObject({
      status: 'warning',
      message: 'Daily spending limit exceeded.',
      note: 'The product was imported anyway; its enhancement was blocked by the hard spending limit until the daily or monthly limit resets.',
    });
    await server.close();
    const suspended = await refusedWith(403, {
      detail: 'Account suspended: unpaid invoice',
      code: 'account_suspended',
    });
    expect(suspended.answer).toMatchObject({
      status: 'warning',
      message: ACCOUNT_SUSPENDED_MESSAGE,
      note: 'The product was imported anyway; its enhancement was not started.',
    });
    await server.close();
    const other = await refusedWith(500, { detail: 'boom' });
    expect(other.answer).toMatchObject({
      status: 'warning',
      message: IMPORT_MESSAGES.enhancementNotStarted,
      note: null,
    });
  });

  it("words its messages and the form's checks with the provider's import texts (issue #21)", async () => {
    server = await startFakeApi({
      [`POST /companies/${COMPANY}/raw-products/import`]: () => imported('created'),
      [`POST /companies/${COMPANY}/raw-products/${RAW}/enhance`]: () => ({
        body: { success: true, job_id: JOB, status: 'queued', estimated_completion_minutes: 4 },
      }),
    });
    const { wrapper: Api } = apiWrapper(server.origin);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Api>
        <MessagesProvider
          messages={{ import: { enhancementStarted: (server, minutes) => `${server}. Läuft (etwa ${minutes} Min.).` } }}
        >
          {children}
        </MessagesProvider>
      </Api>
    );
    const { result } = renderHook(() => useSingleImport({ companyId: COMPANY }), { wrapper });
    let answer: SingleImportResult | undefined;
    await act(async () => {
      answer = await result.current.submit(values);
    });
    expect(answer?.message).toBe('Product imported successfully. Läuft (etwa 4 Min.).');
    const german = { ...importMessages, productIdRequired: 'Produkt-ID fehlt', invalidImageUrl: 'Ungültige Bild-URL' };
    const checked = singleProductSchema(german).safeParse({ productId: ' ', description: 'x', imageUrl: 'nope' });
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual(['Produkt-ID fehlt', 'Ungültige Bild-URL']);
    const refusal = new ApiError({
      status: 402,
      code: 'insufficient_credits',
      message: 'x',
      body: { current_balance: 3 },
    });
    expect(
      enhancementFailureMessage(refusal, { ...german, insufficientCredits: (have, need) => `${have}/${need}` }),
    ).toBe('3/15');
  });

  it("answers a failed import with the server's detail, or the spec's fallback", async () => {
    const detailed = await submitWith({
      [`POST /companies/${COMPANY}/raw-products/import`]: () => ({
        status: 422,
        body: { detail: 'Product ID is required', code: 'validation_error' },
      }),
    });
    expect(detailed.answer).toEqual({ status: 'error', message: 'Product ID is required' });
    await server.close();
    const bare = await submitWith({
      [`POST /companies/${COMPANY}/raw-products/import`]: () => ({ status: 500, body: {} }),
    });
    expect(bare.answer).toEqual({ status: 'error', message: IMPORT_MESSAGES.singleFallback });
  });

  it('asks for a company first when there is none, and calls nothing', async () => {
    server = await startFakeApi({});
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useSingleImport({ companyId: null }), { wrapper });
    let answer: SingleImportResult | undefined;
    await act(async () => {
      answer = await result.current.submit(values);
    });
    expect(answer).toEqual({ status: 'error', message: IMPORT_MESSAGES.selectCompany });
    expect(server.requests).toHaveLength(0);
  });
});
