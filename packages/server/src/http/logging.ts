import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import pretty from 'pino-pretty';

/** Where log lines go; anything with `write(line)` (tests pass a capturing stream). */
export interface LogStream {
  write(line: string): void;
}

/** How log lines are written (LOG_FORMAT): one JSON object a line, or pino-pretty's readable lines. */
export type LogFormat = 'json' | 'pretty';

/** Header and field paths replaced by '[Redacted]' in every log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** `stream` as a node Writable (pino-pretty pipes into one). */
function writableOf(stream: LogStream): Writable {
  if (stream instanceof Writable) return stream;
  return new Writable({
    write(chunk, _encoding, done) {
      stream.write(String(chunk));
      done();
    },
  });
}

/**
 * pino options for fastify at `level`, secrets redacted: JSON lines, or (format 'pretty') pino-pretty's
 * readable lines, written in-process to `stream` (default stdout). `RequestLogController` writes the request lines.
 */
export function loggerOptions(
  level: string,
  stream?: LogStream,
  format: LogFormat = 'json',
): FastifyServerOptions['logger'] {
  const destination =
    format === 'pretty'
      ? pretty({
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
          ...(stream ? { destination: writableOf(stream), colorize: false } : {}),
        })
      : stream;
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
        return { method: request.method, url: request.url, remoteAddress: request.ip, headers: request.headers };
      },
    },
  };
}

/**
 * A logger set up as the app's (`loggerOptions`) for a process without an HTTP server (`pnpm worker`): fastify
 * makes the pino instance, so both processes write the same lines.
 */
export function createLogger(level: string, format: LogFormat, stream?: LogStream): FastifyBaseLogger {
  return Fastify({ logger: loggerOptions(level, stream, format) }).log;
}

/** The path of a request URL without its query string (which may carry values not meant for logs). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * fastify's request log lines, one per answered request instead of its 'incoming request' and 'request
 * completed' (and 'Route … not found'): when the answer is sent, method, route pattern, path (no query),
 * status, duration in ms and (as pino's `reqId`) the request id; no headers, no bodies. 5xx answers log at
 * 'error', 4xx at 'warn', the rest at 'info'.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: pathOf(request.url),
      status,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      // The client's address as TRUST_PROXY reads it (the forwarded client behind a trusted proxy).
      remoteAddress: request.ip,
      ...(error ? { error: error.message } : {}),
    };
    const level = status >= 500 || error ? 'error' : status >= 400 ? 'warn' : 'info';
    reply.log[level](line, `${request.method} ${line.url} ${status} ${line.durationMs}ms`);
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Request id: the caller's `x-request-id` when it looks sane, else a random UUID. */
export function genRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
