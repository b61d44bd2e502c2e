import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodWithoutEvalInBrowsers } from './jitless';

const src = path.resolve(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) ? [file] : [];
  });

describe('zodWithoutEvalInBrowsers', () => {
  it('sets zod’s jitless mode where there is no Node, and leaves the server’s compiled parsers alone', () => {
    const browser: { __zod_globalConfig?: { jitless?: boolean } } = {};
    zodWithoutEvalInBrowsers(browser);
    expect(browser.__zod_globalConfig).toEqual({ jitless: true });
    const server = { process: { versions: { node: '24.0.0' } } } as Parameters<typeof zodWithoutEvalInBrowsers>[0];
    zodWithoutEvalInBrowsers(server);
    expect(server).not.toHaveProperty('__zod_globalConfig');
  });

  it('is called by every module of @curate/core that imports zod, before the module builds anything', () => {
    const importers = sources(src).filter((file) =>
      /^import \* as z from 'zod(\/mini)?';$/m.test(readFileSync(file, 'utf8')),
    );
    expect(importers.length).toBeGreaterThan(20);
    for (const file of importers) {
      const code = readFileSync(file, 'utf8');
      const call = code.indexOf('\nzodWithoutEvalInBrowsers();\n');
      const firstUse = code.search(/\bz\.[a-zA-Z]+\(/);
      expect({ file: path.relative(src, file), called: call >= 0 && (firstUse < 0 || call < firstUse) }).toEqual({
        file: path.relative(src, file),
        called: true,
      });
    }
  });
});
