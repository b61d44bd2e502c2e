// `pnpm run openapi`: writes the OpenAPI document the server serves with its default configuration (a local
// installation) to docs/openapi.json, for partners who read it without running the server. A contract test
// (src/http/openapi.test.ts) fails while the committed file differs from what this writes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApiDocument, PUBLISHED_DOCUMENT_PATH, publishedText } from '../src/apiDocument';
import { REPO_ROOT } from '../src/db/paths';
import { operationsOf } from '../src/http/openapi';

const doc = await buildApiDocument();
writeFileSync(PUBLISHED_DOCUMENT_PATH, publishedText(doc));
const { version } = doc.info as { version: string };
console.log(
  `Wrote ${path.relative(REPO_ROOT, PUBLISHED_DOCUMENT_PATH)}: API version ${version}, ${operationsOf(doc).length} operations.`,
);
