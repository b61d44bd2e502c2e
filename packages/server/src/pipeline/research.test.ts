import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, isPrivateAddress, PageCache, pageQuality, research, researchBudgetMs } from './research';

let server: Server;
let base: string;
const FIVE_MB = 5 * 1024 * 1024;
/** Requests the server answered, by path (query included). */
const served = new Map<string, number>();
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    served.set(req.url ?? '/', (served.get(req.url ?? '/') ?? 0) + 1);
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/held')) {
      // Answers once another request has come in or 100 ms have passed, counting requests open at once.
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(`held ${req.url}`);
      }, 100);
    } else if (path === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<html><head><title>Makita XFD131 &amp; Kit</title><style>p{}</style></head><body><h1>Drill</h1><p>Voltage: 18V</p><script>alert(1)</script><p>Weight 3.3 lbs</p></body></html>',
      );
    } else if (path === '/plain') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('Plain facts: 500 g');
    } else if (path === '/slow') {
      const timer = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<p>late</p>');
      }, 2_000);
      res.on('close', () => clearTimeout(timer));
    } else if (path === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < FIVE_MB) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      res.on('error', () => {});
      write();
    } else if (path.startsWith('/loop')) {
      res.writeHead(302, { location: path === '/loop-a' ? '/loop-b' : '/loop-a' });
      res.end();
    } else if (path === '/hop') {
      res.writeHead(301, { location: '/page' });
      res.end();
    } else if (path === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local = { allowPrivate: true };

describe('research', () => {
  it('reads a normal page into a source: text without scripts or styles, title from <title>', async () => {
    const result = await research([`${base}/page`, `${base}/plain`], local);
    expect(result.failures).toEqual([]);
    expect(result.sources.map((s) => s.id)).toEqual(['s1', 's2']);
    const [page, plain] = result.sources;
    expect(page).toMatchObject({ url: `${base}/page`, domain: '127.0.0.1', title: 'Makita XFD131 & Kit' });
    expect(page!.text).toBe('Drill\nVoltage: 18V\nWeight 3.3 lbs');
    expect(plain).toMatchObject({ title: null, text: 'Plain facts: 500 g' });
  });

  it('gives up on a slow page at the timeout and records why', async () => {
    const started = Date.now();
    const result = await research([`${base}/slow`], { ...local, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result.sources).toEqual([]);
    expect(result.failures).toEqual([{ url: `${base}/slow`, reason: 'timed out' }]);
  });

  it('stops reading a 5 MB page at the size cap (2 MB by default)', async () => {
    const page = await fetchPage(`${base}/big`, local);
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(2 * 1024 * 1024);
    const small = await research([`${base}/big`], { ...local, maxBytes: 1000 });
    expect(small.sources[0]!.text).toBe('a'.repeat(1000));
    expect(small.detail).toContain('cut at 1000 bytes');
  });

  it('follows at most 3 redirects and refuses a redirect loop', async () => {
    const hop = await fetchPage(`${base}/hop`, local);
    expect(hop).toMatchObject({ url: `${base}/page`, redirects: 1 });
    const result = await research([`${base}/loop-a`], local);
    expect(result.failures).toEqual([{ url: `${base}/loop-a`, reason: 'too many redirects (more than 3)' }]);
  });

  it('refuses an answer that is not text/html or text/plain, and an HTTP error', async () => {
    const result = await research([`${base}/image`, `${base}/missing`], local);
    expect(result.sources).toEqual([]);
    expect(result.failures.map((f) => f.reason)).toEqual(['content type not read: image/png', 'HTTP 404']);
  });

  it('refuses private and loopback addresses unless allowed, before connecting', async () => {
    const result = await research([`${base}/page`, 'http://localhost:9/x'], { allowPrivate: false });
    expect(result.sources).toEqual([]);
    expect(result.failures[0]!.reason).toBe('private address refused: 127.0.0.1 (127.0.0.1)');
    expect(result.failures[1]!.reason).toMatch(/^private address refused: localhost/);
  });

  it('takes allowPrivate from RESEARCH_ALLOW_PRIVATE=true when not given', async () => {
    const original = process.env.RESEARCH_ALLOW_PRIVATE;
    process.env.RESEARCH_ALLOW_PRIVATE = 'true';
    try {
      const allowed = await research([`${base}/page`], {});
      expect(allowed.sources).toHaveLength(1);
    } finally {
      if (original === undefined) delete process.env.RESEARCH_ALLOW_PRIVATE;
      else process.env.RESEARCH_ALLOW_PRIVATE = original;
    }
  });

  it('records an unreachable host without throwing', async () => {
    const result = await research(['http://no-such-host.invalid/'], local);
    expect(result.failures).toEqual([
      { url: 'http://no-such-host.invalid/', reason: 'host not found: no-such-host.invalid' },
    ]);
  });

  it('keeps a page read in the cache: the second record asking for it is answered without a request', async () => {
    const cache = new PageCache();
    const url = `${base}/plain?cached`;
    const first = await research([url], { ...local, cache });
    const second = await research([url], { ...local, cache });
    expect(served.get('/plain?cached')).toBe(1);
    expect(second.sources).toEqual(first.sources);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    // Two records at once share one fetch; without a cache every record fetches.
    await Promise.all([
      research([`${base}/held?shared`], { ...local, cache }),
      research([`${base}/held?shared`], { ...local, cache }),
    ]);
    expect(served.get('/held?shared')).toBe(1);
    await research([`${base}/plain?uncached`], { ...local, cache: false });
    await research([`${base}/plain?uncached`], { ...local, cache: false });
    expect(served.get('/plain?uncached')).toBe(2);
  });

  it('keeps no failure, and never serves a page read with private addresses allowed to a record without', async () => {
    const cache = new PageCache();
    await research([`${base}/missing?again`], { ...local, cache });
    await research([`${base}/missing?again`], { ...local, cache });
    expect(served.get('/missing?again')).toBe(2);
    await research([`${base}/plain?private`], { ...local, cache });
    const refused = await research([`${base}/plain?private`], { allowPrivate: false, cache });
    expect(refused.failures[0]!.reason).toMatch(/^private address refused/);
  });

  it('drops the least recently used page beyond its size, and pages older than its time to live', async () => {
    const small = new PageCache(60_000, 2);
    for (const n of [1, 2, 3]) await research([`${base}/plain?lru${n}`], { ...local, cache: small });
    await research([`${base}/plain?lru1`], { ...local, cache: small });
    expect(served.get('/plain?lru1')).toBe(2);
    expect(small.stats().entries).toBe(2);
    const none = new PageCache(0);
    await research([`${base}/plain?ttl`], { ...local, cache: none });
    await research([`${base}/plain?ttl`], { ...local, cache: none });
    expect(served.get('/plain?ttl')).toBe(2);
  });

  it('fetches at most `concurrency` pages at once and reads them all', async () => {
    mostInFlight = 0;
    const urls = [1, 2, 3, 4, 5].map((n) => `${base}/held?lane${n}`);
    const result = await research(urls, { ...local, concurrency: 2, cache: false });
    expect(result.sources).toHaveLength(5);
    expect(mostInFlight).toBeLessThanOrEqual(2);
    for (const n of [1, 2, 3, 4, 5]) expect(served.get(`/held?lane${n}`)).toBe(1);
  });

  it('stops at the stage budget: pages being read are abandoned, pages not started are not fetched', async () => {
    const urls = [`${base}/slow?b1`, `${base}/slow?b2`];
    const result = await research(urls, { ...local, concurrency: 1, timeoutMs: 10_000, budgetMs: 200, cache: false });
    expect(result.sources).toEqual([]);
    expect(result.failures).toEqual([
      { url: urls[0], reason: 'research budget spent (0.2 s)' },
      { url: urls[1], reason: 'not fetched: research budget spent' },
    ]);
    expect(served.get('/slow?b2')).toBeUndefined();
  });

  it('takes the budget from RESEARCH_BUDGET_SECONDS, 10 s by default', () => {
    const original = process.env.RESEARCH_BUDGET_SECONDS;
    try {
      delete process.env.RESEARCH_BUDGET_SECONDS;
      expect(researchBudgetMs()).toBe(10_000);
      process.env.RESEARCH_BUDGET_SECONDS = '4';
      expect(researchBudgetMs()).toBe(4_000);
      expect(researchBudgetMs({ budgetMs: 700 })).toBe(700);
    } finally {
      if (original === undefined) delete process.env.RESEARCH_BUDGET_SECONDS;
      else process.env.RESEARCH_BUDGET_SECONDS = original;
    }
  });

  it('answers a host DNS does not know at once, and remembers it for the next URL on that host', async () => {
    const cache = new PageCache();
    let lookups = 0;
    const lookup = async () => {
      lookups += 1;
      throw Object.assign(new Error('getaddrinfo ENOTFOUND shop.example'), { code: 'ENOTFOUND' });
    };
    const result = await research(['http://shop.example/a', 'http://shop.example/b'], {
      ...local,
      cache,
      lookup,
      concurrency: 1,
    });
    expect(result.failures.map((f) => f.reason)).toEqual([
      'host not found: shop.example',
      'host not found: shop.example',
    ]);
    expect(lookups).toBe(1);
    // A name under .invalid never exists: no lookup at all.
    const invalid = await research(['http://nothing.invalid/x'], { ...local, cache, lookup });
    expect(invalid.failures[0]!.reason).toBe('host not found: nothing.invalid');
    expect(lookups).toBe(1);
  });

  it('tells a failing resolver from a missing host, and ends a lookup that hangs with the page time', async () => {
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN shop.example'), { code: 'EAI_AGAIN' });
    };
    const failed = await research(['http://shop.example/'], { ...local, cache: false, lookup: failing });
    expect(failed.failures[0]!.reason).toBe('DNS lookup failed: shop.example (EAI_AGAIN)');
    const hanging = () => new Promise<never>(() => {});
    const hung = await research(['http://shop.example/'], { ...local, cache: false, lookup: hanging, timeoutMs: 100 });
    expect(hung.failures[0]!.reason).toBe('timed out');
  });

  it('knows the private ranges', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('ranks the maker page above a short page elsewhere', () => {
    const long = 'x'.repeat(1200);
    expect(pageQuality({ url: 'https://www.makita.com/p/1', text: long }, 'Makita')).toBe(10);
    expect(pageQuality({ url: 'http://shop.example/p/1', text: 'short' }, 'Makita')).toBe(2);
  });
});
