import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** Where log lines go; anything with `write(line)` (tests pass a capturing stream). */
export interface LogStream {
  write(line: string): void;
}

/** Header and field paths replaced by '[Redacted]' in every log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

/** pino options for fastify: JSON lines at `level`, request headers logged with secrets redacted. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers: Record<string, unknown> }) {
        return { method: request.method, url: request.url, remoteAddress: request.ip, headers: request.headers };
      },
    },
  };
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Request id: the caller's `x-request-id` when it looks sane, else a random UUID. */
export function genRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
