// A local OpenAI-compatible endpoint for tests and benches: POST /v1/chat/completions answers a valid JSON
// instance of the request's response_format schema (every nullable field null, clean_name set from the prompt),
// after a latency drawn per request. It can enforce a concurrency limit and a requests-per-minute limit (over
// either: 429 with Retry-After), hold requests until released, or answer what a test scripts per request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
};

/** What a scripted request answers instead of a valid answer. */
export type ScriptedAnswer =
  | 'valid'
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { content: string };

export interface ModelEndpointOptions {
  /** Milliseconds before request n (from 0) is answered; default 0. */
  latencyMs?: (n: number) => number;
  /** Requests in flight at most; one more is answered 429 (Retry-After 1). */
  concurrency?: number;
  /** Requests accepted in any 60 s; one more is answered 429 with the seconds until one leaves the window. */
  rpm?: number;
  /** Holds every request until `release()`. */
  hold?: boolean;
  /** Answers request n (from 0, counting only accepted requests) as scripted; default 'valid'. */
  script?: (n: number, body: Record<string, unknown>) => ScriptedAnswer;
}

export interface ModelEndpoint {
  baseURL: string;
  /** Accepted requests, answered or not; refusals (429 for the limits); in flight now; the most at once. */
  stats(): { accepted: number; refused: number; inFlight: number; maxInFlight: number; inFlightArea: number };
  /** Request bodies accepted, in order. */
  bodies: Record<string, unknown>[];
  /** Lets `count` held requests (all when omitted) be answered, oldest first. */
  release(count?: number): void;
  /** Resolves once `count` requests are in flight (held or waiting out their latency). */
  inFlight(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A valid instance of `schema`: null where null is allowed, empty lists, the first enum value, else a scalar. */
function instance(schema: JsonSchema): unknown {
  if (schema.anyOf) {
    if (schema.anyOf.some((s) => s.type === 'null')) return null;
    return instance(schema.anyOf[0]!);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null')) return null;
  if (schema.enum) return schema.enum[0];
  if (types.includes('object'))
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, instance(v)]));
  if (types.includes('array')) return [];
  if (types.includes('number') || types.includes('integer')) return 0;
  if (types.includes('boolean')) return false;
  return 'x';
}

/** A valid answer to a chat/completions body: the schema's instance, clean_name taken from the prompt. */
export function validAnswer(body: Record<string, unknown>): Record<string, unknown> {
  const format = body.response_format as { json_schema?: { schema?: JsonSchema } } | undefined;
  const answer = (format?.json_schema?.schema ? instance(format.json_schema.schema) : {}) as {
    fields?: Record<string, unknown>;
  };
  const text = JSON.stringify(body.messages ?? '');
  const name = /\[input\] the raw record\\n([^\\]{1,80})/.exec(text)?.[1]?.trim() ?? 'Product';
  if (answer.fields && 'clean_name' in answer.fields)
    answer.fields.clean_name = { value: name, unit: null, source_id: 'input', quote: null };
  return answer;
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 400, completion_tokens: 60, total_tokens: 460 },
  };
}

export async function startModelEndpoint(options: ModelEndpointOptions = {}): Promise<ModelEndpoint> {
  let accepted = 0;
  let refused = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let area = 0;
  let areaAt = performance.now();
  const account = () => {
    const now = performance.now();
    area += inFlight * (now - areaAt);
    areaAt = now;
  };
  const window: number[] = [];
  const held: Array<() => void> = [];
  const watchers: Array<{ count: number; resolve(): void }> = [];
  const bodies: Record<string, unknown>[] = [];
  const notify = () => {
    for (const w of [...watchers])
      if (inFlight >= w.count) {
        watchers.splice(watchers.indexOf(w), 1);
        w.resolve();
      }
  };
  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, seconds: number) => {
    refused += 1;
    send(
      res,
      429,
      { error: { message: 'Rate limit reached', type: 'rate_limit' } },
      { 'retry-after': String(seconds) },
    );
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      if (!req.url?.endsWith('/chat/completions')) return send(res, 404, { error: { message: 'not found' } });
      const now = Date.now();
      while (window.length && window[0]! <= now - 60_000) window.shift();
      if (options.concurrency !== undefined && inFlight >= options.concurrency) return refuse(res, 1);
      if (options.rpm !== undefined && window.length >= options.rpm)
        return refuse(res, Math.max(1, Math.ceil((window[0]! + 60_000 - now) / 1000)));
      window.push(now);
      const n = accepted++;
      const body = JSON.parse(raw) as Record<string, unknown>;
      bodies.push(body);
      account();
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      notify();
      let closed = false;
      res.on('close', () => {
        if (closed) return;
        closed = true;
        account();
        inFlight -= 1;
      });
      if (options.hold) await new Promise<void>((resolve) => held.push(resolve));
      const ms = options.latencyMs?.(n) ?? 0;
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
      const scripted = options.script?.(n, body) ?? 'valid';
      if (scripted === 'valid') send(res, 200, completion(JSON.stringify(validAnswer(body))));
      else if ('content' in scripted) send(res, 200, completion(scripted.content));
      else
        send(
          res,
          scripted.status,
          scripted.body ?? { error: { message: `status ${scripted.status}` } },
          scripted.headers,
        );
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    bodies,
    stats: () => {
      account();
      return { accepted, refused, inFlight, maxInFlight, inFlightArea: area };
    },
    release(count = held.length) {
      for (const resolve of held.splice(0, count)) resolve();
    },
    inFlight: (count) =>
      new Promise<void>((resolve) => {
        watchers.push({ count, resolve });
        notify();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const resolve of held.splice(0)) resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
