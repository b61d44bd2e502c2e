import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { errorBodyForStatus } from './error-handler';

// Errors met before a request reaches a route: fastify answers them itself, in its own shape and quoting
// the URL, unless given these two options. Both answer in the contract's error shape instead.

const STATUS_BY_FRAMEWORK_CODE: Record<string, number> = {
  FST_ERR_BAD_URL: 400,
  FST_ERR_MAX_PARAM_LENGTH: 414,
};

/** fastify's `frameworkErrors`: a malformed URL (400) or an over-long path parameter (414); others 500. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const status = STATUS_BY_FRAMEWORK_CODE[error.code] ?? 500;
  request.log.info({ status, code: error.code }, 'Request rejected before routing');
  void (reply as FastifyReply).code(status).type('application/json; charset=utf-8').send(errorBodyForStatus(status));
};

/** The status Node's HTTP parser errors answer: 408 timeout, 431 oversized headers, 400 otherwise. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers or request line over the
 * size limit, a malformed request line, a timeout) gets a raw HTTP answer in the error shape, then the
 * connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(error.code);
  const body = JSON.stringify(errorBodyForStatus(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
