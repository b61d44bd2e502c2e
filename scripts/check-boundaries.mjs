#!/usr/bin/env node
// `pnpm lint` part 2: the folder rules Biome cannot state. Biome's noImportCycles finds cycles between files;
// this finds them between the top-level folders of each package's src/ and checks the layers of
// docs/architecture.md:
// - a folder imports only folders of lower layers (or, within a layer marked `shared`, each other without a cycle);
// - feature folders never import each other, not even from tests or stories;
// - tests, stories and src/test/ helpers may import anything else.
// Exit 1 with one line per broken rule; `--graph` prints each package's folder graph.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The layers of each package, lowest first. Folders not listed in a package with layers are an error. */
export const LAYERS = {
  core: [
    { folders: ['contract'] },
    { folders: ['client'] },
    { folders: ['provider'] },
    { folders: ['messages'] },
    { folders: ['product-fields', 'health'], shared: true },
    { folders: ['shared'] },
    {
      folders: [
        'billing',
        'billing-admin',
        'catalog',
        'dashboard',
        'import',
        'jobs',
        'review-queue',
        'product-detail',
        'session',
        'settings',
        'schema-manager',
        'users',
        'companies',
        'workspace',
        'strict-csp',
      ],
      features: true,
    },
  ],
  ui: [
    { folders: ['theme'] },
    { folders: ['primitives'] },
    { folders: ['internal'] },
    { folders: ['product-fields'] },
    {
      folders: [
        'billing',
        'billing-admin',
        'catalog',
        'dashboard',
        'import',
        'review-queue',
        'product-detail',
        'schema-manager',
        'settings',
        'sign-in',
        'users',
        'companies',
        'workspace',
      ],
      features: true,
    },
  ],
  'host-app': [{ folders: ['shell'] }, { folders: ['pages'] }, { folders: ['routes'] }],
};

const TEST_FILE = /\.(test|stories|e2e\.test)\.[cm]?tsx?$/;
const SOURCE = /\.[cm]?tsx?$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s*['"](\.[^'"]+)['"]/gm;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield full;
  }
}

/** The folder edges of one src/ tree: { from, to, file, test } for each relative import that leaves its top folder. */
export function folderEdges(srcDir) {
  const edges = [];
  for (const file of sourceFiles(srcDir)) {
    const rel = path.relative(srcDir, file).split(path.sep);
    if (rel.length < 2) continue; // files at the root of src/ (index.ts) assemble the package
    const from = rel[0];
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const target = path.relative(srcDir, path.resolve(path.dirname(file), spec)).split(path.sep);
      if (target[0] === '..' || target.length < 2 || target[0] === from) continue;
      edges.push({
        from,
        to: target[0],
        file: path.relative(srcDir, file),
        test: TEST_FILE.test(file) || from === 'test',
      });
    }
  }
  return edges;
}

/** The cycles among folders of the given edges (each as a list of folders), found with Tarjan's algorithm. */
export function folderCycles(edges) {
  const graph = new Map();
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from).add(to);
  }
  let index = 0;
  const stack = [];
  const info = new Map();
  const cycles = [];
  const visit = (node) => {
    info.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node)) {
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).onStack) info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
    }
    if (info.get(node).low === info.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!info.has(node)) visit(node);
  return cycles;
}

/** What breaks the rules in one package's src/: a list of readable lines. */
export function boundaryProblems(srcDir, layers) {
  const edges = folderEdges(srcDir);
  const problems = [];
  const production = edges.filter((e) => !e.test && e.from !== 'test');
  for (const cycle of folderCycles(production)) {
    const files = production
      .filter((e) => cycle.includes(e.from) && cycle.includes(e.to))
      .map((e) => `${e.file} -> ${e.to}/`);
    problems.push(`folder cycle ${cycle.join(' <-> ')}: ${files.join(', ')}`);
  }
  if (!layers) return problems;
  const layerOf = new Map(
    layers.flatMap((layer, i) => layer.folders.map((folder) => [folder, { ...layer, level: i }])),
  );
  const folders = readdirSync(srcDir).filter((name) => statSync(path.join(srcDir, name)).isDirectory());
  for (const folder of folders) {
    if (folder !== 'test' && !layerOf.has(folder))
      problems.push(`${folder}/ belongs to no layer (scripts/check-boundaries.mjs LAYERS)`);
  }
  for (const edge of edges) {
    if (edge.from === 'test' || edge.to === 'test') continue;
    const from = layerOf.get(edge.from);
    const to = layerOf.get(edge.to);
    if (!from || !to) continue;
    if (from.features && to.features) {
      problems.push(
        `${edge.file}: feature ${edge.from}/ imports feature ${edge.to}/ (move what both need to a shared module)`,
      );
    } else if (!edge.test && (to.level > from.level || (to.level === from.level && !from.shared))) {
      problems.push(`${edge.file}: ${edge.from}/ imports ${edge.to}/, which is not below it`);
    }
  }
  return problems;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const packagesDir = path.join(root, 'packages');
  let failed = false;
  for (const name of readdirSync(packagesDir).sort()) {
    const srcDir = path.join(packagesDir, name, 'src');
    try {
      statSync(srcDir);
    } catch {
      continue;
    }
    if (process.argv.includes('--graph')) {
      const seen = new Set(
        folderEdges(srcDir)
          .filter((e) => !e.test)
          .map((e) => `${e.from} -> ${e.to}`),
      );
      console.log(`${name}:\n  ${[...seen].sort().join('\n  ')}`);
    }
    for (const problem of boundaryProblems(srcDir, LAYERS[name])) {
      failed = true;
      console.error(`packages/${name}/src: ${problem}`);
    }
  }
  if (failed) process.exit(1);
  console.log('Folder boundaries: no cycle, no feature importing another, layers respected.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
