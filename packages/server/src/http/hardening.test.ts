import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@curate/core/contract';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { buildTestApp } from '../test/app';

// Issue #11: the answers a careless or hostile client gets before and around the routes, all in the error
// shape and none quoting the request; security headers; the client address behind a trusted proxy.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

/** Sends raw bytes to a listening server and resolves with the raw answer (status line, headers, body). */
function rawRequest(port: number, request: Buffer | string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.split(':')[0]!.toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('answers before routing, over a real socket', () => {
  let port: number;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const built = await buildTestApp({ database });
    close = built.close;
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    port = (built.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => close());

  const marker = 'ECHO_MARKER_7f3a';
  const cases: [string, string, number, string][] = [
    [
      'oversized headers',
      `GET /api/v2/health HTTP/1.1\r\nHost: x\r\nX-Big: ${marker}${'b'.repeat(20_000)}\r\n\r\n`,
      431,
      'request_header_fields_too_large',
    ],
    [
      'a request line over the header limit',
      `GET /api/v2/${marker}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'request_header_fields_too_large',
    ],
    [
      'a URL over 8 KiB',
      `GET /api/v2/health?q=${marker}${'a'.repeat(9_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      414,
      'uri_too_long',
    ],
    [
      'an over-long path parameter',
      `GET /api/v2/companies/${marker}${'a'.repeat(300)}/products HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      414,
      'uri_too_long',
    ],
    [
      'a malformed URL',
      `GET /api/v2/${marker}%ff%fe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      400,
      'bad_request',
    ],
    ['a malformed request line', `${marker}\r\n\r\n`, 400, 'bad_request'],
    [
      'a preflight without an origin',
      `OPTIONS /api/v2/${marker} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      400,
      'bad_request',
    ],
    [
      'an unknown method on a known path',
      `DELETE /api/v2/health?${marker} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      405,
      'method_not_allowed',
    ],
  ];

  it.each(cases)('%s: the error shape, never the URL', async (_name, request, status, code) => {
    const answer = parseRaw(await rawRequest(port, request));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(ApiErrorBody.parse(JSON.parse(answer.body))).toMatchObject({ code });
    expect(answer.body).not.toContain(marker);
  });
});

describe('JSON bodies', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ database });
  });
  afterAll(() => app.close());

  const post = (payload: Buffer | string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v2/public/detect-user-auth',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('answers 400 to invalid UTF-8 instead of reading it as U+FFFD', async () => {
    for (const bytes of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const body = Buffer.concat([Buffer.from('{"email":"a'), Buffer.from(bytes), Buffer.from('@acme.test"}')]);
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Request body is not valid UTF-8', code: 'bad_request' });
    }
    // Well-formed multi-byte text is read as sent, and reaches the schema.
    const accented = await post(Buffer.from('{"email":"zoë@acme.test"}', 'utf8'));
    expect(accented.json()).toMatchObject({
      detail: [{ loc: ['body', 'email'], msg: 'Please enter a valid email address' }],
    });
  });

  it('answers 400 to prototype and constructor poisoning, as fastify does by default', async () => {
    for (const body of [
      '{"email":"a@acme.test","__proto__":{"admin":true}}',
      '{"email":"a@acme.test","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request' });
    }
  });

  it('answers 400 to a body nested deeper than the contract could ever need', async () => {
    const res = await post(`{"email":${'['.repeat(5_000)}${']'.repeat(5_000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Request body is nested too deeply', code: 'bad_request' });
  });

  it('answers 422 naming the place of a NUL or lone surrogate anywhere, record keys included', async () => {
    const nul = await post(JSON.stringify({ email: 'a\u0000@acme.test' }));
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toEqual({
      detail: [{ loc: ['body', 'email'], msg: 'Must not contain control characters', type: 'custom' }],
      code: 'validation_error',
    });
    const key = await post(`{"email":"a@acme.test","\\ud800":1}`);
    expect(key.statusCode).toBe(422);
    expect(key.json().detail[0]).toMatchObject({
      loc: ['body', '\ud800'],
      msg: 'Must not contain invalid Unicode characters',
    });
  });
});

describe('security headers', () => {
  it('put a CSP that allows nothing, nosniff, no framing and no referrer on every answer, errors included', async () => {
    const app = await buildTestApp({ database });
    for (const url of ['/api/v2/health', '/api/v2/openapi.json', '/api/v2/nope']) {
      const res = await app.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    await app.close();
  });
});

describe('TRUST_PROXY', () => {
  /** Three detect-user-auth calls from three forwarded clients, limited to 2 a minute per client address. */
  async function statusesBehindProxy(env: Record<string, string>) {
    const lines: string[] = [];
    const app = await buildTestApp({
      database,
      env: { DETECT_USER_AUTH_RATE_LIMIT: '2', ...env },
      logger: { stream: { write: (line) => lines.push(line) }, level: 'info' },
    });
    const statuses: number[] = [];
    for (const client of ['203.0.113.7', '203.0.113.8', '203.0.113.9']) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/v2/public/detect-user-auth',
        headers: { 'x-forwarded-for': client },
        payload: { email: 'tom.user@acme.test' },
      });
      statuses.push(res.statusCode);
    }
    await app.close();
    const addresses = lines
      .map((line) => JSON.parse(line) as { status?: number; remoteAddress?: string })
      .flatMap((entry) => (entry.status !== undefined && entry.remoteAddress ? [entry.remoteAddress] : []));
    return { statuses, addresses };
  }

  it('off (the default): X-Forwarded-For is ignored, so every caller behind one address shares its limit', async () => {
    const { statuses, addresses } = await statusesBehindProxy({});
    expect(statuses).toEqual([200, 200, 429]);
    expect(new Set(addresses)).toEqual(new Set(['127.0.0.1']));
  });

  it.each([
    ['a hop count', '1'],
    ['an address list', 'loopback'],
  ])('with %s: each forwarded client has its own limit and is logged', async (_name, value) => {
    const { statuses, addresses } = await statusesBehindProxy({ TRUST_PROXY: value });
    expect(statuses).toEqual([200, 200, 200]);
    expect(new Set(addresses)).toEqual(new Set(['203.0.113.7', '203.0.113.8', '203.0.113.9']));
  });
});
