import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, isPrivateAddress, pageQuality, research } from './research';

let server: Server;
let base: string;
const FIVE_MB = 5 * 1024 * 1024;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/page') {
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
