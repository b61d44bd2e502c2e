// The in-app API reference — spec part 2 §2.5, §7.3 (issue #18): read from the server's live OpenAPI document
// (GET /api/v2/openapi.json), never written by hand. The document's tags are grouped into the spec's side
// menu; every operation becomes an endpoint card with its parameters, request example (from the schema),
// response fields and example, and error responses.
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from '../contract/jitless';
import { defineRoute } from '../contract/index';
import { importMessages as m, type ImportMessages } from '../messages/index';
import { useApiClient } from '../provider/index';

zodWithoutEvalInBrowsers();

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  $ref?: string;
  description?: string;
  minimum?: number;
  additionalProperties?: boolean | Schema;
};
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Schema; example?: unknown }> }
  >;
}
/** The part of an OpenAPI 3.1 document the reference reads. */
export interface OpenApiDocument {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** GET /api/v2/openapi.json: the live document (public, not part of the documented operations). */
export const openApiDocumentRoute = defineRoute({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  response: z.custom<OpenApiDocument>((value) => typeof value === 'object' && value !== null && 'paths' in value),
  auth: 'public',
  summary: 'The OpenAPI document of this API.',
  tag: 'health',
});

/** The side menu of spec part 2 §2.5, the document tags each section shows and its title's message key. */
export const API_DOC_SECTIONS = [
  { id: 'getting-started', key: 'sectionGettingStarted', tags: ['health'] },
  { id: 'products', key: 'sectionProducts', tags: ['products'] },
  { id: 'raw-products', key: 'sectionRawProducts', tags: ['raw-products'] },
  { id: 'enhancement', key: 'sectionEnhancement', tags: ['jobs', 'settings', 'realtime'] },
  { id: 'review', key: 'sectionReview', tags: ['review'] },
  { id: 'custom-fields', key: 'sectionCustomFields', tags: ['fields'] },
  { id: 'users', key: 'sectionUsers', tags: ['identity'] },
  { id: 'analytics', key: 'sectionAnalytics', tags: ['dashboard', 'billing', 'billing-admin'] },
] as const satisfies ReadonlyArray<{ id: string; key: keyof ImportMessages; tags: readonly string[] }>;
export type ApiDocSectionId = (typeof API_DOC_SECTIONS)[number]['id'];

/** A section's title in the provider's words (default English). */
export function apiSectionTitle(section: (typeof API_DOC_SECTIONS)[number], messages: ImportMessages = m): string {
  return messages[section.key];
}

/** One row of a parameter or field table. */
export interface ApiDocField {
  name: string;
  in?: string;
  type: string;
  required: boolean;
  description?: string;
}
/** One endpoint card. */
export interface ApiDocEndpoint {
  id: string;
  method: string;
  path: string;
  summary: string;
  deprecated: boolean;
  parameters: ApiDocField[];
  requestExample: unknown;
  successStatus: string;
  responseFields: ApiDocField[];
  responseExample: unknown;
  errors: Array<{ status: string; description: string }>;
}

function resolve(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  return schema;
}

type TypeWords = Pick<ImportMessages, 'typeOneOf' | 'typeArrayOf'>;

/** A readable type: string, integer, string | null, array of object, one of a, b (`messages`: the words). */
export function typeOf(doc: OpenApiDocument, raw: Schema | undefined, messages: TypeWords = m): string {
  const schema = resolve(doc, raw);
  if (schema.enum) return messages.typeOneOf(schema.enum.map(String).join(', '));
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((s) => typeOf(doc, s, messages)))].join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return messages.typeArrayOf(typeOf(doc, schema.items, messages));
  if (schema.format && type === 'string') return `string (${schema.format})`;
  return type ?? (schema.properties ? 'object' : 'any');
}

/** An example value built from a schema: its example, default or first enum value, else one by type. */
export function exampleOf(doc: OpenApiDocument, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const first = union
      .map((s) => resolve(doc, s))
      .find((s) => s.type !== 'null' && !(s.enum?.length === 1 && s.enum[0] === ''));
    return exampleOf(doc, first ?? union[0], depth + 1);
  }
  if (schema.allOf?.length) return exampleOf(doc, schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(doc, value, depth + 1);
    return out;
  }
  if (type === 'array') return [exampleOf(doc, schema.items, depth + 1)];
  if (type === 'integer' || type === 'number')
    return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 0;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return '3f1c2a9e-8d4b-4c7a-9e21-5b6f0a1d2c3e';
  if (schema.format === 'date-time') return '2026-01-15T09:30:00.000Z';
  if (type === 'string') return 'string';
  return null;
}

function fieldsOf(doc: OpenApiDocument, raw: Schema | undefined, messages: TypeWords): ApiDocField[] {
  const schema = resolve(doc, raw);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, value]) => ({
    name,
    type: typeOf(doc, value, messages),
    required: required.has(name),
    ...(resolve(doc, value).description ? { description: resolve(doc, value).description! } : {}),
  }));
}

/** The endpoint cards of one section, in document order; `messages` words types and undescribed errors. */
export function apiDocEndpoints(
  doc: OpenApiDocument,
  section: ApiDocSectionId,
  messages: ImportMessages = m,
): ApiDocEndpoint[] {
  const tags = new Set<string>(API_DOC_SECTIONS.find((s) => s.id === section)?.tags ?? []);
  const endpoints: ApiDocEndpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.tags?.some((tag) => tags.has(tag))) continue;
      const statuses = Object.keys(operation.responses ?? {});
      const successStatus = statuses.find((s) => s.startsWith('2')) ?? '200';
      const success = operation.responses?.[successStatus]?.content?.['application/json'];
      const body = operation.requestBody?.content?.['application/json'];
      endpoints.push({
        id: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        deprecated: !!operation.deprecated,
        parameters: (operation.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          type: typeOf(doc, p.schema, messages),
          required: !!p.required,
          ...(p.description ? { description: p.description } : {}),
        })),
        requestExample: body ? (body.example ?? exampleOf(doc, body.schema)) : null,
        successStatus,
        responseFields: fieldsOf(doc, success?.schema, messages),
        responseExample: success ? (success.example ?? exampleOf(doc, success.schema)) : null,
        errors: statuses
          .filter((s) => !s.startsWith('2'))
          .map((status) => ({
            status,
            description: operation.responses?.[status]?.description || messages.errorStatus(status),
          })),
      });
    }
  }
  return endpoints;
}

/** The base URL the reference names: the document's first server plus /api/v2. */
export const apiBaseUrlOf = (doc: OpenApiDocument) => `${(doc.servers?.[0]?.url ?? '').replace(/\/+$/, '')}/api/v2`;

/** The server's live OpenAPI document (read once per session). */
export function useApiDocument() {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['curate', 'openapi'],
    queryFn: ({ signal }) => client.request(openApiDocumentRoute, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { status: query.status, document: query.data ?? null, error: query.error, refetch: query.refetch };
}
