// The published OpenAPI document, built without a database or a listening port: what `pnpm run openapi`
// writes to docs/openapi.json and what the contract tests read (the same answer GET /api/v2/openapi.json gives).
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { REPO_ROOT } from './db/paths';
import { OPENAPI_PATH, type OpenApiDocument } from './http/openapi';

/** Where `pnpm run openapi` writes the document. */
export const PUBLISHED_DOCUMENT_PATH = path.join(REPO_ROOT, 'docs', 'openapi.json');

/** Building the document registers routes but runs no query: any use of this database is a bug. */
const NO_DATABASE: Database = {
  kind: 'pglite',
  get db(): never {
    throw new Error('The OpenAPI document is built without a database');
  },
  ping: async () => false,
  withConnection: async () => {
    throw new Error('The OpenAPI document is built without a database');
  },
  executeSql: async () => {
    throw new Error('The OpenAPI document is built without a database');
  },
  close: async () => {},
};

/**
 * The document the server serves for the configuration `env` (default: the defaults, a local
 * installation: http://localhost:3000 and the development provider on port 4000), fetched from its own route.
 */
export async function buildApiDocument(env: Record<string, string> = {}): Promise<OpenApiDocument> {
  const app = await buildApp({ database: NO_DATABASE, config: loadConfig(env), logger: false, jobs: false });
  try {
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    if (res.statusCode !== 200) throw new Error(`GET ${OPENAPI_PATH} answered ${res.statusCode}: ${res.body}`);
    return res.json() as OpenApiDocument;
  } finally {
    await app.close();
  }
}

/** The document as docs/openapi.json holds it: two-space JSON with a final newline. */
export function publishedText(doc: OpenApiDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}
