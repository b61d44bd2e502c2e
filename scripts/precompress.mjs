#!/usr/bin/env node
// `node scripts/precompress.mjs <folder>` (the Dockerfile runs it on the built host app's assets):
// writes file.br (brotli, best) and file.gz (gzip -9) beside every text file over 1 kB whose compressed form
// is smaller, so the API serving HOST_APP_DIR sends them to clients that accept them (@fastify/static's
// preCompressed) and compresses nothing per request. Prints the totals.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map|xml|wasm)$/i;
const MIN_BYTES = 1024;

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node scripts/precompress.mjs <folder>');
  process.exit(2);
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(name)) yield full;
  }
}

const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
for (const file of files(folder)) {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  totals.files += 1;
  totals.bytes += data.length;
  if (br.length < data.length) {
    writeFileSync(`${file}.br`, br);
    totals.br += br.length;
  }
  if (gz.length < data.length) {
    writeFileSync(`${file}.gz`, gz);
    totals.gz += gz.length;
  }
}
const kB = (n) => `${(n / 1024).toFixed(0)} kB`;
console.log(
  `precompressed ${totals.files} files in ${folder}: ${kB(totals.bytes)} -> ${kB(totals.br)} brotli, ${kB(totals.gz)} gzip`,
);
