import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@curate/core/contract';

/** Where the OpenAPI document is served (public). */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

const RESPONSE_TEXT: Record<string, string> = {
  '4XX': 'Client error in the ApiErrorBody shape',
  '5XX': 'Server error in the ApiErrorBody shape',
  '503': 'Service unavailable',
};

type Doc = ReturnType<typeof jsonSchemaTransformObject>;
type Responses = Record<string, { description?: string }>;

/** Replaces @fastify/swagger's 'Default Response' placeholder with a description per status. */
function describeResponses(doc: Doc): Doc {
  for (const item of Object.values((doc as { paths?: Record<string, Record<string, unknown>> }).paths ?? {})) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Responses }).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (response.description !== 'Default Response') continue;
        response.description = RESPONSE_TEXT[status] ?? (status.startsWith('2') ? 'Success' : `Status ${status}`);
      }
    }
  }
  return doc;
}

/**
 * Registers @fastify/swagger so every route registered afterwards lands in an OpenAPI 3.1 document
 * generated from its zod schemas, and serves that document at GET /api/v2/openapi.json.
 * Must run before routes are registered.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Curate API',
        description: 'Product data enhancement with human review. Every call lives under /api/v2.',
        version,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (input) => describeResponses(jsonSchemaTransformObject(input)),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
