import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boundaryProblems, folderCycles, LAYERS } from './check-boundaries.mjs';

const LAYERED = [
  { folders: ['contract'] },
  { folders: ['shared'] },
  { folders: ['catalog', 'review'], features: true },
];

let dir;
/** A src/ tree from { 'catalog/a.ts': 'import ...' }. */
function tree(files) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('folder boundaries', () => {
  it('accepts imports that go down the layers, and tests that use src/test/ helpers', () => {
    const src = tree({
      'contract/index.ts': 'export const a = 1;',
      'shared/keys.ts': "import { a } from '../contract/index';",
      'catalog/useCatalog.ts': "import { keys } from '../shared/keys';\nimport type { A } from '../contract/index';",
      'catalog/useCatalog.test.ts': "import { fake } from '../test/fakeApi';",
      'test/fakeApi.ts': "import { x } from '../review/x';",
      'review/x.ts': "export * from '../shared/keys';",
    });
    expect(boundaryProblems(src, LAYERED)).toEqual([]);
  });

  it('reports a feature importing another feature, from code and from tests alike', () => {
    const src = tree({
      'catalog/useCatalog.ts': "import { q } from '../review/queries';",
      'catalog/useCatalog.test.ts': "import { fixture } from '../review/fixtures';",
      'review/queries.ts': 'export const q = 1;',
      'review/fixtures.ts': 'export const fixture = 1;',
    });
    const problems = boundaryProblems(src, LAYERED);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('feature catalog/ imports feature review/');
  });

  it('reports an import upwards, a folder cycle and a folder in no layer', () => {
    const src = tree({
      'shared/a.ts': "import { b } from '../catalog/b';",
      'catalog/b.ts': "import { a } from '../shared/a';",
      'extra/c.ts': 'export const c = 1;',
    });
    const problems = boundaryProblems(src, LAYERED);
    expect(problems).toContainEqual(expect.stringMatching(/^folder cycle catalog <-> shared/));
    expect(problems).toContain('shared/a.ts: shared/ imports catalog/, which is not below it');
    expect(problems).toContain('extra/ belongs to no layer (scripts/check-boundaries.mjs LAYERS)');
  });

  it('finds cycles through several folders, and none in a chain', () => {
    const edge = (from, to) => ({ from, to });
    expect(folderCycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c']]);
    expect(folderCycles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  });

  it('declares the layers of core, ui and the host app, with their features', () => {
    expect(LAYERS.core.at(-1).features).toBe(true);
    expect(LAYERS.ui.at(-1).folders).toContain('review-queue');
    expect(Object.keys(LAYERS)).toEqual(['core', 'ui', 'host-app']);
  });
});
