import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX, type RouteDef } from '@curate/core/contract';
import {
  API_DESCRIPTION,
  DEPRECATION_HEADERS,
  ERROR_RESPONSES,
  ERROR_SCHEMA,
  LICENSE,
  SECURITY_SCHEMES,
  TAG_DESCRIPTIONS,
} from './openapi-components';
import { EXAMPLES, mediaExamples, type OperationExamples } from './openapi-examples';

/** Where the OpenAPI document is served (public). */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

/** What the document says about where the API lives. */
export interface OpenApiOptions {
  /** `info.version`: the contract's API_VERSION. */
  version: string;
  /** `servers`: the URLs partners reach the API at (API_PUBLIC_URL). */
  servers: readonly string[];
  /** The OpenID provider's issuer; its discovery document is the `openIdConnect` scheme's URL. */
  issuer: string;
}

/** The generated OpenAPI 3.1 document, as plain JSON. */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

interface Operation {
  operationId?: string;
  tags?: string[];
  responses: Record<string, Response | { $ref: string }>;
  [key: string]: unknown;
}

interface MediaType {
  schema?: unknown;
  examples?: Record<string, unknown>;
}

interface Response {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Every operation of the document with its path and method. */
export function operationsOf(doc: OpenApiDocument): { path: string; method: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

const isErrorShape = (response: Response | { $ref: string }): boolean =>
  'content' in response &&
  (response.content?.['application/json']?.schema as { $ref?: string } | undefined)?.$ref ===
    `#/components/schemas/${ERROR_SCHEMA}`;

/**
 * Every error answer in the ApiErrorBody shape becomes a reference to its entry of `components.responses`
 * (described, with an example); success answers get a description instead of 'Default Response'.
 */
function describeResponses(doc: OpenApiDocument): void {
  const responses: Record<string, unknown> = {};
  for (const { operation } of operationsOf(doc)) {
    for (const [status, response] of Object.entries(operation.responses)) {
      const error = ERROR_RESPONSES[status];
      if (error && isErrorShape(response)) {
        responses[error.name] = {
          description: error.description,
          ...(error.headers ? { headers: error.headers } : {}),
          content: {
            'application/json': {
              schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` },
              examples: mediaExamples([{ summary: error.name, value: error.example }]),
            },
          },
        };
        operation.responses[status] = { $ref: `#/components/responses/${error.name}` };
      } else if ('description' in response && (!response.description || response.description === 'Default Response')) {
        response.description =
          status === '207'
            ? 'Partial outcome (Multi-Status): part of the work was not done; `partial` says why and which rows'
            : status.startsWith('2')
              ? 'Success'
              : status === '503'
                ? 'Service unavailable'
                : `Status ${status}`;
      }
    }
  }
  doc.components.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

/** The request and success answer examples of the operations EXAMPLES names (openapi-examples.ts). */
function addExamples(doc: OpenApiDocument): void {
  for (const { operation } of operationsOf(doc)) {
    const examples = (EXAMPLES as Record<string, OperationExamples<RouteDef> | undefined>)[operation.operationId ?? ''];
    if (!examples) continue;
    const body = (operation.requestBody as { content?: Record<string, MediaType> } | undefined)?.content?.[
      'application/json'
    ];
    if (body && examples.request) body.examples = mediaExamples(examples.request);
    const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1] as
      | Response
      | undefined;
    const answer = success?.content?.['application/json'];
    if (answer && examples.response) answer.examples = mediaExamples(examples.response);
  }
}

/** The success answers of deprecated operations document the Deprecation and Sunset headers. */
function describeDeprecations(doc: OpenApiDocument): void {
  for (const { operation } of operationsOf(doc)) {
    if (!operation.deprecated) continue;
    for (const [status, response] of Object.entries(operation.responses))
      if (status.startsWith('2') && !('$ref' in response))
        response.headers = { ...response.headers, ...DEPRECATION_HEADERS };
  }
}

/** The tags in use, in order of first use, each with its description. */
function describeTags(doc: OpenApiDocument): void {
  const used = [...new Set(operationsOf(doc).flatMap(({ operation }) => operation.tags ?? []))];
  doc.tags = used.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} calls.` }));
}

/** Every `$ref` string anywhere under `node`. */
function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/**
 * Drops the schema components no operation reaches (fastify-type-provider-zod emits an input and an
 * output variant of every named schema, whichever is used).
 */
function dropUnusedSchemas(doc: OpenApiDocument): void {
  const schemas = (doc.components.schemas ?? {}) as Record<string, unknown>;
  const reached = new Set<string>();
  const pending = refsIn([doc.paths, doc.components.responses]);
  while (pending.length > 0) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(pending.pop()!)?.[1];
    if (!name || reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  doc.components.schemas = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => reached.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}

/** The value a local JSON pointer (`#/components/schemas/X`) points to, or undefined. */
function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/**
 * Valid by construction: throws when a `$ref` points nowhere, which happens when zod hoists a schema
 * it has no name for (a recursive schema without `.meta({ id })` becomes `schema0`).
 */
export function assertRefsResolve(doc: OpenApiDocument): void {
  const broken = [...new Set(refsIn(doc))].filter((ref) => resolvePointer(doc, ref) === undefined);
  if (broken.length > 0) {
    throw new Error(
      `The OpenAPI document refers to missing components: ${broken.join(', ')}. A recursive zod schema needs a name: .meta({ id: 'Name' }).`,
    );
  }
}

/** Turns the generated document into the published one: described responses and tags, no dead components, checked refs. */
export function finishDocument(doc: OpenApiDocument): OpenApiDocument {
  describeResponses(doc);
  addExamples(doc);
  describeDeprecations(doc);
  describeTags(doc);
  dropUnusedSchemas(doc);
  assertRefsResolve(doc);
  return doc;
}

/**
 * Registers @fastify/swagger so every route registered afterwards lands in an OpenAPI 3.1 document
 * generated from its zod schemas, and serves that document at GET /api/v2/openapi.json. The document
 * is built when the app becomes ready: `finishDocument`'s checks failing fail `ready()`.
 * Must run before routes are registered.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Curate API', description: API_DESCRIPTION, version: options.version, license: LICENSE },
      servers: options.servers.map((url) => ({ url, description: 'Curate API server' })),
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.bearer]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'An access token (JWT) issued by the OpenID provider, or an API key (`cur_…`, created by a tenant admin), sent as `Authorization: Bearer <token>`.',
          },
          [SECURITY_SCHEMES.apiKey]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description:
              "An API key (`cur_…`) of a company, created by its tenant admin; the key's scopes (read, import_enhance, review, admin) bound the operations it may call (403 otherwise). The same key may be sent as `Authorization: Bearer cur_…`.",
          },
          [SECURITY_SCHEMES.openIdConnect]: {
            type: 'openIdConnect',
            openIdConnectUrl: `${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
            description: 'The OpenID Connect provider that issues the access tokens (authorization code with PKCE).',
          },
        },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input) as unknown as OpenApiDocument) as never,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  // Built once when the app is ready, so a document that cannot be valid stops the server from starting.
  app.addHook('onReady', async () => {
    app.swagger();
  });
}
