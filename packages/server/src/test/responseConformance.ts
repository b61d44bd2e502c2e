// Test harness (issue #13): every answer a test app sends is checked against the app's own OpenAPI document,
// the response schema of its operation and status. buildTestApp installs it, so every route is covered
// without editing a test; src/test/conformanceSetup.ts fails the test that received a mismatching answer.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPENAPI_PATH, operationsOf, type OpenApiDocument } from '../http/openapi';
import { ERROR_RESPONSES, ERROR_SCHEMA } from '../http/openapi-components';

/** What the hook saw since the last `takeConformance()`. */
export interface ConformanceTally {
  /** Answers checked against a schema of the document. */
  checked: number;
  /** Answers with nothing to check: no body by design (HEAD, 204, a CORS preflight), a stream, or the document itself. */
  unchecked: number;
  /** Checked answers by operation (`METHOD /path` or 'no route' for the error shape of unrouted answers). */
  operations: Set<string>;
  /** One line per answer that does not match the document. */
  mismatches: string[];
}

let tally: ConformanceTally = { checked: 0, unchecked: 0, operations: new Set(), mismatches: [] };

const stubAnswers = new WeakSet<FastifyReply>();

/** Leaves this answer unchecked: a test stub's own answer (a marker status), not one the contract describes. */
export function skipConformance(reply: FastifyReply): FastifyReply {
  stubAnswers.add(reply);
  return reply;
}

/** The tally so far, and a fresh one from now on. */
export function takeConformance(): ConformanceTally {
  const taken = tally;
  tally = { checked: 0, unchecked: 0, operations: new Set(), mismatches: [] };
  return taken;
}

interface MediaType {
  schema?: unknown;
}
interface Response {
  $ref?: string;
  content?: Record<string, MediaType>;
}

/** The document of one app, indexed by fastify route, with compiled validators. */
class DocumentChecker {
  private readonly ajv: Ajv2020;
  private readonly operations = new Map<
    string,
    { path: string; method: string; responses: Record<string, Response> }
  >();
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    // OpenAPI 3.1 schemas are JSON Schema 2020-12; OpenAPI's own keywords (example, discriminator) are not errors.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema(doc, 'openapi');
    for (const { path, method, operation } of operationsOf(doc)) {
      const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
      this.operations.set(`${method.toUpperCase()} ${fastifyPath}`, { path, method, responses: operation.responses });
    }
  }

  /** A validator of the schema at a JSON pointer of the document (refs resolve against the document). */
  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(`openapi#${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer}`);
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** Checks one answer; returns a mismatch line, 'unchecked', or undefined when it conforms. */
  check(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | 'unchecked' | undefined {
    const url = request.routeOptions.url;
    const status = reply.statusCode;
    if (request.method === 'HEAD' || url === OPENAPI_PATH || stubAnswers.has(reply)) return 'unchecked';
    const found = url ? this.operations.get(`${request.method} ${url}`) : undefined;
    const where = `${request.method} ${request.url.slice(0, 120)} -> ${status}`;
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (!found) {
      // No operation (unknown path, 405, a test's own raw route): an error must still be in the error shape.
      if (status < 400 || text === undefined) return 'unchecked';
      tally.operations.add('no route');
      return this.validate(`/components/schemas/${ERROR_SCHEMA}`, 'application/json', text, where);
    }
    const key = String(status);
    const statusKey = [key, `${key[0]}XX`, 'default'].find((candidate) => candidate in found.responses);
    // A status with its own entry in components.responses (409, 404, ...) must be listed, not left to 4XX.
    if (!statusKey || (statusKey !== key && key in ERROR_RESPONSES))
      return `${where}: status ${status} is not documented for ${found.method.toUpperCase()} ${found.path}`;
    const base = `/paths/${pointerSegment(found.path)}/${found.method}/responses/${pointerSegment(statusKey)}`;
    const ref = found.responses[statusKey]!.$ref;
    const pointer = ref ? ref.slice(1) : base;
    const response = (ref ? at(this.doc, pointer) : found.responses[statusKey]) as Response;
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      return text ? `${where}: a body where the document promises none (${text.slice(0, 120)})` : undefined;
    }
    if (text === undefined) return 'unchecked';
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!(type in content))
      return `${where}: content type '${type}' is not documented (${Object.keys(content).join(', ')})`;
    tally.operations.add(`${found.method.toUpperCase()} ${found.path}`);
    return this.validate(`${pointer}/content/${pointerSegment(type)}/schema`, type, text, where);
  }

  private validate(pointer: string, type: string, text: string, where: string): string | undefined {
    let body: unknown = text;
    if (/json/.test(type)) {
      try {
        body = JSON.parse(text);
      } catch {
        return `${where}: not JSON (${text.slice(0, 120)})`;
      }
    }
    const validate = this.validator(pointer);
    tally.checked += 1;
    if (validate(body)) return undefined;
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message}`)
      .join('; ');
    return `${where}: does not match #${pointer}: ${problems}`;
  }
}

const pointerSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a JSON pointer of `doc` ('/components/responses/NotFound'). */
function at(doc: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

/**
 * Checks every answer `app` sends against its OpenAPI document (read once, when the first answer goes out)
 * and records it in the tally: the answer itself is never changed.
 */
export function installResponseConformance(app: FastifyInstance): void {
  let checker: DocumentChecker | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      checker ??= new DocumentChecker(app.swagger() as unknown as OpenApiDocument);
      const result = checker.check(request, reply, payload);
      if (result === 'unchecked') tally.unchecked += 1;
      else if (result) tally.mismatches.push(result);
    } catch (error) {
      tally.mismatches.push(
        `${request.method} ${request.url.slice(0, 120)}: conformance check failed: ${String(error)}`,
      );
    }
    return payload;
  });
}
