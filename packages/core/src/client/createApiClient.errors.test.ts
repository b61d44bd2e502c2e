import type { ServerResponse } from 'node:http';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import {
  insufficientCreditsMessage,
  isAccountSuspended,
  isInsufficientCredits,
  isNotFound,
  isSpendingLimitExceeded,
  isUnauthorized,
  spendingLimitMessage,
} from './messages';
import { testRoutes } from '../test/routes';
import { closedOrigin, sendJson, startTestServer } from '../test/httpServer';

const server = await startTestServer();
afterAll(() => server.close());

const reported: ApiError[] = [];
beforeEach(() => {
  reported.length = 0;
});
const client = createApiClient({
  baseUrl: server.origin,
  getAccessToken: async () => 'tok',
  onError: (error) => reported.push(error),
});

const getItem = (signal?: AbortSignal, c = client) =>
  c.request(testRoutes.getItem, { params: { companyId: 'c', itemId: '1' }, signal });

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  return expect.fail('expected the call to reject');
};

const answerWith = (status: number, body: unknown) => server.handle((_, res) => sendJson(res, status, body));

describe('error answers: message, code, detail and body (spec part 1 §8)', () => {
  it('uses a string detail as the message', async () => {
    answerWith(404, { detail: 'Product not found', code: 'not_found' });
    const error = await failure(getItem());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      detail: 'Product not found',
      message: 'Product not found',
    });
    expect(isNotFound(error)).toBe(true);
    expect(reported).toEqual([error]);
  });

  it('formats a validation list', async () => {
    const detail = [
      { loc: ['body', 'field_name'], msg: 'Required' },
      { loc: ['body', 'allowed_values', 2], msg: 'Too long' },
    ];
    answerWith(422, { detail, code: 'validation_error' });
    const error = await failure(getItem());
    expect(error.message).toBe('Validation errors: body.field_name: Required, body.allowed_values.2: Too long');
    expect(error).toMatchObject({ code: 'validation_error', detail });
  });

  it("falls back to the body's message, then to 'Unknown error occurred'", async () => {
    answerWith(400, { message: 'Field name already exists', code: 'conflict' });
    expect(await failure(getItem())).toMatchObject({ message: 'Field name already exists', code: 'conflict' });
    answerWith(500, { oops: true });
    expect(await failure(getItem())).toMatchObject({
      message: 'Unknown error occurred',
      code: 'internal_error',
      body: { oops: true },
    });
  });

  it('does not choke on a non-JSON body: status text, else the unknown-error text', async () => {
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    const htmlAnswer = (reason: string | undefined) => (_: unknown, res: ServerResponse) => {
      if (reason === undefined) res.writeHead(502, { 'Content-Type': 'text/html' });
      else res.writeHead(502, reason, { 'Content-Type': 'text/html' });
      res.end(html);
    };
    server.handle(htmlAnswer(undefined));
    expect(await failure(getItem())).toMatchObject({
      status: 502,
      code: 'internal_error',
      message: 'Bad Gateway',
      body: html,
      detail: undefined,
    });
    server.handle(htmlAnswer(''));
    expect((await failure(getItem())).message).toBe('Unknown error occurred');
  });

  it('recognises 401 without a body', async () => {
    server.handle((_, res) => {
      res.writeHead(401);
      res.end();
    });
    const error = await failure(getItem());
    expect(isUnauthorized(error)).toBe(true);
    expect(error.code).toBe('unauthorized');
  });
});

describe('billing and suspension answers (spec part 2 §8.1, part 3 §8)', () => {
  it('402: insufficient credits with the numbers of the body', async () => {
    answerWith(402, {
      detail: 'Insufficient credits',
      code: 'insufficient_credits',
      current_balance: 4,
      required_credits: 15,
    });
    const error = await failure(getItem());
    expect(isInsufficientCredits(error)).toBe(true);
    expect(isSpendingLimitExceeded(error)).toBe(false);
    expect(insufficientCreditsMessage(error)).toBe(
      'Insufficient credits: You have 4 credits but need approximately 15 credits. Please contact your administrator.',
    );
  });

  it('429: spending limit, with the detail or the fixed text', async () => {
    answerWith(429, { detail: 'Monthly limit reached', code: 'spending_limit_exceeded' });
    const error = await failure(getItem());
    expect(isSpendingLimitExceeded(error)).toBe(true);
    expect(spendingLimitMessage(error)).toBe('Monthly limit reached');
    server.handle((_, res) => {
      res.writeHead(429, { 'Content-Type': 'text/plain' });
      res.end('slow down');
    });
    const bare = await failure(getItem());
    expect(bare.code).toBe('rate_limited');
    expect(spendingLimitMessage(bare)).toBe(
      'Daily or monthly spending limit exceeded. Please check your billing settings.',
    );
  });

  it("403: suspended only when the detail says 'suspended'", async () => {
    answerWith(403, { detail: 'Account is Suspended: contact billing', code: 'account_suspended' });
    expect(isAccountSuspended(await failure(getItem()))).toBe(true);
    answerWith(403, { detail: 'Admin role required', code: 'forbidden' });
    expect(isAccountSuspended(await failure(getItem()))).toBe(false);
  });
});

describe('failures without an answer', () => {
  it('times out a server that never answers: code timeout, status 0', async () => {
    server.handle(() => {});
    const quick = createApiClient({ baseUrl: server.origin, timeoutMs: 50, onError: (e) => reported.push(e) });
    const error = await failure(getItem(undefined, quick));
    expect(error).toMatchObject({ status: 0, code: 'timeout', routeId: 'getItem' });
    expect(reported).toEqual([error]);
  });

  it('times out while the body is still arriving', async () => {
    server.handle((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"id":');
    });
    const quick = createApiClient({ baseUrl: server.origin, timeoutMs: 50 });
    expect(await failure(getItem(undefined, quick))).toMatchObject({ status: 0, code: 'timeout' });
  });

  it("honours the caller's signal: code aborted, and onError is not told", async () => {
    server.handle(() => {});
    const controller = new AbortController();
    const pending = getItem(controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await failure(pending)).toMatchObject({ status: 0, code: 'aborted' });
    expect(await failure(getItem(AbortSignal.abort()))).toMatchObject({ status: 0, code: 'aborted' });
    expect(reported).toEqual([]);
  });

  it('reports a refused connection as network_error, status 0', async () => {
    const offline = createApiClient({ baseUrl: await closedOrigin() });
    expect(await failure(getItem(undefined, offline))).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('still rejects with the ApiError when the onError hook throws', async () => {
    answerWith(404, { detail: 'Gone', code: 'not_found' });
    const noisy = createApiClient({
      baseUrl: server.origin,
      onError: () => {
        throw new Error('hook failed');
      },
    });
    expect(await failure(getItem(undefined, noisy))).toMatchObject({ status: 404, message: 'Gone' });
  });

  it('tells error subscribers of every failed call until they unsubscribe, aborted calls excepted (issue #14)', async () => {
    const heard: string[] = [];
    const first = client.subscribeErrors!((error) => heard.push(`first ${error.status}`));
    const second = client.subscribeErrors!(() => {
      throw new Error('a failing subscriber');
    });
    answerWith(403, { detail: 'Account suspended', code: 'account_suspended' });
    const error = await failure(getItem());
    expect(isAccountSuspended(error)).toBe(true);
    expect(heard).toEqual(['first 403']);
    expect(reported).toEqual([error]);
    await failure(getItem(AbortSignal.abort()));
    expect(heard).toEqual(['first 403']);
    first();
    second();
    await failure(getItem());
    expect(heard).toEqual(['first 403']);
    expect(reported).toHaveLength(2);
  });
});
