import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** Deepest JSON body accepted; the contract's deepest body is a few levels, so 32 is generous. */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** How deep a parsed JSON value nests, counted without recursion (so no input can exhaust the stack). */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Replaces fastify's JSON body parser with one that reads the raw bytes, answers 400 when they are not
 * valid UTF-8 (the default parser decodes them to U+FFFD, silently altering what was sent) or nest deeper
 * than MAX_JSON_DEPTH, and otherwise parses as before (prototype and constructor poisoning refused).
 * JSON is the only body type accepted.
 */
export function installStrictJsonParser(app: FastifyInstance): void {
  // Every request body is JSON: fastify's built-in text/plain parser would hand a string to validation
  // (422); without it a text/plain body answers 415 like any other non-JSON type.
  app.removeContentTypeParser('text/plain');
  // fastify's defaults: a body carrying __proto__ or constructor.prototype is refused (400).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(HttpError.badRequest('Request body is not valid UTF-8'), undefined);
      return;
    }
    // fastify's parser answers through `done`; the promise it may also return carries nothing more.
    void parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (jsonDepthExceeds(value, MAX_JSON_DEPTH))
        return done(HttpError.badRequest('Request body is nested too deeply'), undefined);
      done(null, value);
    });
  });
}
