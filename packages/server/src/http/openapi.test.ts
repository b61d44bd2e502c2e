import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, apiRoutes, type RouteDef } from '@curate/core/contract';
import { buildApiDocument, PUBLISHED_DOCUMENT_PATH, publishedText } from '../apiDocument';
import { REPO_ROOT } from '../db/paths';
import { operationsOf, type OpenApiDocument } from './openapi';
import { EXAMPLES } from './openapi-examples';

// Issue #13: the served OpenAPI document is valid by construction and describes every operation fully.

let doc: OpenApiDocument;
const routesById = new Map(Object.values(apiRoutes as Record<string, RouteDef>).map((route) => [route.id, route]));

beforeAll(async () => {
  doc = await buildApiDocument();
});

describe('the OpenAPI document', () => {
  it('passes Redocly lint (recommended rules, redocly.yaml) without a single problem', async () => {
    const config = await loadConfig({ configPath: path.join(REPO_ROOT, 'redocly.yaml') });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const lines = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    console.log(
      `redocly lint: ${problems.filter((p) => p.severity === 'error').length} errors, ${problems.filter((p) => p.severity === 'warn').length} warnings`,
    );
    expect(lines).toEqual([]);
  });

  it('carries the API version, a description, a licence, servers and the three security schemes', () => {
    const info = doc.info as { version: string; description: string; license: { name: string } };
    expect(info.version).toBe(API_VERSION);
    expect(info.description).toContain('/api/v2');
    expect(info.license.name).toBeTruthy();
    expect(doc.servers).toEqual([{ url: 'http://localhost:3000', description: 'Curate API server' }]);
    expect(doc.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      openIdConnect: {
        type: 'openIdConnect',
        openIdConnectUrl: 'http://localhost:4000/.well-known/openid-configuration',
      },
      apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    });
  });

  it('names its servers and the discovery document from the configuration', async () => {
    const configured = await buildApiDocument({
      API_PUBLIC_URL: 'https://curate.example.com,https://eu.curate.example.com/',
      OIDC_ISSUER: 'https://login.example.com/',
    });
    expect((configured.servers as { url: string }[]).map((s) => s.url)).toEqual([
      'https://curate.example.com',
      'https://eu.curate.example.com',
    ]);
    expect(configured.components.securitySchemes).toMatchObject({
      openIdConnect: { openIdConnectUrl: 'https://login.example.com/.well-known/openid-configuration' },
    });
  });

  it('names every schema component (no generated schemaN), and keeps none that is unused', () => {
    const names = Object.keys(doc.components.schemas ?? {});
    expect(names).toContain('FieldValue');
    expect(names).toContain('Error');
    expect(names.filter((name) => /^schema\d+$/.test(name))).toEqual([]);
    expect(JSON.stringify(doc)).not.toMatch(/#\/components\/schemas\/schema\d+"/);
  });

  it('names a component for every main entity, so generated clients export its type, and answers refer to it', () => {
    const entities = [
      'Product',
      'ProductWithFields',
      'ProductField',
      'Source',
      'RawProduct',
      'Job',
      'Company',
      'ManagedCompany',
      'User',
      'BillingAccount',
      'CreditTransaction',
      'FieldDefinition',
      'FieldGroup',
      'Error',
    ];
    expect(Object.keys(doc.components.schemas ?? {})).toEqual(expect.arrayContaining(entities));
    const text = JSON.stringify(doc.paths);
    for (const name of entities.filter((entity) => entity !== 'Error')) {
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
    }
    const product = doc.components.schemas!.Product as { properties: Record<string, unknown> };
    expect(Object.keys(product.properties)).toEqual(
      expect.arrayContaining(['id', 'clean_name', 'quality_confidence_score']),
    );
  });

  it('gives every operation its contract id, tag, summary and security: a token, or none on public calls', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(25);
    for (const { path, method, operation } of operations) {
      const route = routesById.get(operation.operationId ?? '');
      expect(route, `${method} ${path}`).toBeDefined();
      expect(operation.summary).toBe(route!.summary);
      expect(operation.tags).toEqual([route!.tag]);
      expect(operation.security, operation.operationId).toEqual(
        route!.auth === 'public' ? [] : [{ bearerAuth: [] }, { openIdConnect: [] }, { apiKeyHeader: [] }],
      );
    }
    const tags = (doc.tags as { name: string; description: string }[]).map((tag) => tag.name);
    expect(new Set(operations.flatMap(({ operation }) => operation.tags))).toEqual(new Set(tags));
  });

  it('describes every error answer with the one error shape, per status', () => {
    const responses = doc.components.responses as Record<string, { content: Record<string, { schema: unknown }> }>;
    for (const response of Object.values(responses)) {
      expect(response.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    const byId = Object.fromEntries(
      operationsOf(doc).map(({ operation }) => [operation.operationId, operation.responses]),
    );
    const refOf = (id: string, status: string) => (byId[id]![status] as { $ref?: string } | undefined)?.$ref;
    // A public call without input: 400 and the ranges only.
    expect(Object.keys(byId.getHealth!).sort()).toEqual(['200', '400', '4XX', '503', '5XX']);
    // Rate limited and validated.
    expect(refOf('detectUserAuth', '429')).toBe('#/components/responses/TooManyRequests');
    expect(refOf('detectUserAuth', '422')).toBe('#/components/responses/ValidationError');
    // A token call on a resource that checks expected_version.
    for (const [status, name] of [
      ['400', 'BadRequest'],
      ['401', 'Unauthorized'],
      ['403', 'Forbidden'],
      ['404', 'NotFound'],
      ['409', 'Conflict'],
      ['413', 'PayloadTooLarge'],
      ['422', 'ValidationError'],
      ['4XX', 'ClientError'],
      ['5XX', 'ServerError'],
    ])
      expect(refOf('updateProductField', status!), status).toBe(`#/components/responses/${name}`);
  });

  it('shows request and answer examples of the main calls, and error examples on every error response', () => {
    const operations = operationsOf(doc);
    const served = new Set(operations.map(({ operation }) => operation.operationId));
    expect(Object.keys(EXAMPLES).filter((id) => !served.has(id))).toEqual([]);
    const examplesOf = (media: unknown) => Object.keys((media as { examples?: object } | undefined)?.examples ?? {});
    const withExamples = operations.filter(({ operation }) => {
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))![1];
      return examplesOf((success as { content?: Record<string, unknown> }).content?.['application/json']).length > 0;
    });
    expect(withExamples.map(({ operation }) => operation.operationId).sort()).toEqual(
      Object.entries(EXAMPLES)
        .filter(([, examples]) => examples.response)
        .map(([id]) => id)
        .sort(),
    );
    const submit = operations.find(({ operation }) => operation.operationId === 'submitReview')!.operation;
    const body = (submit.requestBody as { content: Record<string, unknown> }).content['application/json'];
    expect(examplesOf(body)).toEqual(['default', 'example2']);
    for (const response of Object.values(
      doc.components.responses as Record<string, { content: Record<string, unknown> }>,
    ))
      expect(examplesOf(response.content['application/json'])).toEqual(['default']);
  });

  it('is committed as docs/openapi.json, as `pnpm run openapi` writes it', () => {
    const committed = readFileSync(PUBLISHED_DOCUMENT_PATH, 'utf8');
    expect(committed === publishedText(doc), 'docs/openapi.json is stale: run `pnpm run openapi` and commit it').toBe(
      true,
    );
  });
});
