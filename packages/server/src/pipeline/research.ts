// Stage 2, research: fetch the record's source URL and the URLs found in its text, within limits (time,
// size, redirects, content type, public addresses only), and turn each page into a source. Failures are
// recorded, never thrown.
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { PipelineSource } from './types';
import { collapseWhitespace, htmlTitle, htmlToText, truncate } from './text';

/** Limits of the research stage; every one has a default. */
export interface ResearchOptions {
  /** Whether to fetch at all (default true; the bench and enhance-file's --no-research turn it off). */
  enabled?: boolean;
  /** Time allowed per page, redirects included (ms, default 5 000). */
  timeoutMs?: number;
  /** Bytes read per page at most; the rest is not read (default 2 MB). */
  maxBytes?: number;
  /** Redirects followed per page at most (default 3). */
  maxRedirects?: number;
  /** Allow private, loopback and link-local addresses (default: env RESEARCH_ALLOW_PRIVATE === 'true'). */
  allowPrivate?: boolean;
  /** Pages fetched per record at most (default 5). */
  maxPages?: number;
  /** The product's brand, when known: a page on a domain naming it ranks as the maker's own page. */
  brand?: string | null;
}

export const RESEARCH_DEFAULTS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3, maxPages: 5 };
const ACCEPTED_TYPES = new Set(['text/html', 'text/plain']);
const USER_AGENT = 'CurateResearch/1.0 (+https://curate.example/bot)';

/** A page that could not be used, and why. */
export interface ResearchFailure {
  url: string;
  reason: string;
}

export interface ResearchResult {
  sources: PipelineSource[];
  failures: ResearchFailure[];
  detail: string;
}

/** The fetched page before it becomes a source. */
export interface FetchedPage {
  url: string;
  contentType: string;
  body: string;
  truncated: boolean;
  redirects: number;
}

class ResearchError extends Error {}

// IANA special-purpose ranges: nothing here is a public web server.
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is private, loopback, link-local or otherwise not a public host. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Resolves the host and checks every address; answers the addresses to connect to. */
async function resolveHost(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw new ResearchError(`host not found: ${host}`);
  }
  if (addresses.length === 0) throw new ResearchError(`host not found: ${host}`);
  if (!allowPrivate) {
    const blocked = addresses.find((a) => isPrivateAddress(a.address));
    if (blocked) throw new ResearchError(`private address refused: ${host} (${blocked.address})`);
  }
  return addresses;
}

/** A lookup that answers only the addresses already checked, so the connection cannot be re-pointed. */
function pinnedLookup(addresses: { address: string; family: number }[]): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: typeof addresses) => void)(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

function requestOnce(url: URL, addresses: { address: string; family: number }[], signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: pinnedLookup(addresses),
        headers: { 'user-agent': USER_AGENT, accept: 'text/html, text/plain;q=0.9' },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    const room = maxBytes - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      size += room;
      truncated = chunk.length > room || !response.complete;
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  response.destroy();
  return { bytes: Buffer.concat(chunks, size), truncated };
}

function decode(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Fetches one page within the limits; throws a ResearchError (or an abort) with the reason otherwise. */
export async function fetchPage(
  url: string,
  options: ResearchOptions = {},
  signal?: AbortSignal,
): Promise<FetchedPage> {
  const limits = { ...RESEARCH_DEFAULTS, ...definedOnly(options) };
  const allowPrivate = options.allowPrivate ?? process.env.RESEARCH_ALLOW_PRIVATE === 'true';
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return await followRedirects(new URL(url), limits, allowPrivate, combined);
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) throw new ResearchError('timed out');
    throw error;
  }
}

async function followRedirects(
  start: URL,
  limits: typeof RESEARCH_DEFAULTS,
  allowPrivate: boolean,
  signal: AbortSignal,
): Promise<FetchedPage> {
  let current = start;
  for (let redirects = 0; ; redirects += 1) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      throw new ResearchError(`not an http(s) URL: ${current.protocol}`);
    }
    const addresses = await resolveHost(current.hostname, allowPrivate);
    const response = await requestOnce(current, addresses, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy();
      if (redirects >= limits.maxRedirects)
        throw new ResearchError(`too many redirects (more than ${limits.maxRedirects})`);
      current = new URL(response.headers.location, current);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new ResearchError(`HTTP ${status}`);
    }
    const [type = '', ...params] = (response.headers['content-type'] ?? '').split(';');
    const contentType = type.trim().toLowerCase();
    if (!ACCEPTED_TYPES.has(contentType)) {
      response.destroy();
      throw new ResearchError(`content type not read: ${contentType || 'none'}`);
    }
    const charset = params.map((p) => /charset=["']?([\w-]+)/i.exec(p)?.[1]).find(Boolean);
    const { bytes, truncated } = await readCapped(response, limits.maxBytes);
    return { url: current.href, contentType, body: decode(bytes, charset), truncated, redirects };
  }
}

function definedOnly(options: ResearchOptions) {
  const out: Partial<typeof RESEARCH_DEFAULTS> = {};
  for (const key of Object.keys(RESEARCH_DEFAULTS) as (keyof typeof RESEARCH_DEFAULTS)[]) {
    const value = options[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) out[key] = value;
  }
  return out;
}

/**
 * Trust in a fetched page, 0-10: 5 to start; +3 when the domain names the product's brand (the maker's own
 * page); +1 over https; +1 when the page has at least 1 000 characters of text; -3 under 200 characters.
 */
export function pageQuality(page: { url: string; text: string }, brand: string | null | undefined): number {
  const { protocol, hostname } = new URL(page.url);
  let quality = 5;
  const brandToken = (brand ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (
    brandToken.length >= 3 &&
    hostname
      .toLowerCase()
      .replace(/[^a-z0-9.]/g, '')
      .includes(brandToken)
  )
    quality += 3;
  if (protocol === 'https:') quality += 1;
  if (page.text.length >= 1_000) quality += 1;
  if (page.text.length < 200) quality -= 3;
  return Math.max(0, Math.min(10, quality));
}

/** Turns a fetched page into a source: HTML reduced to text, the title from <title>. */
export function pageSource(page: FetchedPage, id: string, brand?: string | null): PipelineSource {
  const html = page.contentType === 'text/html';
  const text = truncate(html ? htmlToText(page.body) : collapseWhitespace(page.body)).text;
  const domain = new URL(page.url).hostname.replace(/^www\./, '');
  return {
    id,
    url: page.url,
    domain,
    title: html ? htmlTitle(page.body) : null,
    quality: pageQuality({ url: page.url, text }, brand),
    text,
  };
}

function failureReason(error: unknown): string {
  if (error instanceof ResearchError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return error.name === 'TimeoutError' ? 'timed out' : 'aborted';
  }
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ABORT_ERR') return 'timed out';
  return error instanceof Error ? `${code ?? 'error'}: ${error.message}` : 'unknown error';
}

/** Fetches the URLs (at most maxPages, in parallel) and answers the pages as sources s1, s2, ... in URL order. */
export async function research(
  urls: readonly string[],
  options: ResearchOptions = {},
  signal?: AbortSignal,
): Promise<ResearchResult> {
  if (options.enabled === false || urls.length === 0) {
    return { sources: [], failures: [], detail: options.enabled === false ? 'research off' : 'no URLs' };
  }
  const maxPages = options.maxPages ?? RESEARCH_DEFAULTS.maxPages;
  const pages = await Promise.all(
    urls.slice(0, maxPages).map(async (url) => {
      try {
        return { url, page: await fetchPage(url, options, signal) };
      } catch (error) {
        return { url, reason: signal?.aborted ? 'aborted' : failureReason(error) };
      }
    }),
  );
  const sources: PipelineSource[] = [];
  const failures: ResearchFailure[] = [];
  const cut: string[] = [];
  for (const result of pages) {
    if ('page' in result && result.page) {
      sources.push(pageSource(result.page, `s${sources.length + 1}`, options.brand));
      if (result.page.truncated)
        cut.push(`${result.page.url} cut at ${options.maxBytes ?? RESEARCH_DEFAULTS.maxBytes} bytes`);
    } else failures.push({ url: result.url, reason: result.reason ?? 'unknown error' });
  }
  const notes = [`${sources.length} of ${Math.min(urls.length, maxPages)} pages read`];
  for (const failure of failures) notes.push(`${failure.url}: ${failure.reason}`);
  notes.push(...cut);
  if (urls.length > maxPages) notes.push(`${urls.length - maxPages} URLs not fetched (limit ${maxPages})`);
  return { sources, failures, detail: notes.join('; ') };
}
