// Stage 2, research: fetch the record's source URL and the URLs found in its text, within limits (time per
// page and per job, pages at once, size, redirects, content type, public addresses only), and turn each page
// into a source. Pages read are kept a while in the process (PageCache). Failures are recorded, never thrown.
import { lookup as dnsLookup } from 'node:dns/promises';
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
  /**
   * Time allowed for the whole stage, all pages together (ms; default env RESEARCH_BUDGET_SECONDS, else
   * 10 s). Pages still being read then are abandoned, pages not started are not fetched; both are recorded.
   */
  budgetMs?: number;
  /** Pages fetched at once per record (default 3). */
  concurrency?: number;
  /** Where pages read are kept between records: default the process's cache (researchCache()); false, none. */
  cache?: PageCache | false;
  /** Resolves a host name to all its addresses (default dns.promises.lookup); tests stand in for DNS. */
  lookup?: HostLookup;
}

/** Resolves a host name to all its addresses, as dns.promises.lookup(host, { all: true }) does. */
export type HostLookup = (host: string) => Promise<{ address: string; family: number }[]>;

export const RESEARCH_DEFAULTS = {
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  maxPages: 5,
  concurrency: 3,
};
/** The stage's time budget when neither the option nor RESEARCH_BUDGET_SECONDS sets one (ms). */
export const RESEARCH_BUDGET_DEFAULT_MS = 10_000;
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

const defaultLookup: HostLookup = (host) => dnsLookup(host, { all: true });
// Answers of DNS that say the name does not exist (as opposed to a resolver that failed or timed out).
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);

/** Waits for `promise`, or throws the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Resolves the host and checks every address; answers the addresses to connect to. A name DNS says does not
 * exist (or one under .invalid, which never does) is answered at once and remembered by the cache for a minute;
 * a lookup that hangs ends with the page's time.
 */
async function resolveHost(
  hostname: string,
  allowPrivate: boolean,
  signal: AbortSignal,
  lookup: HostLookup,
  cache: PageCache | false,
): Promise<{ address: string; family: number }[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const notFound = () => new ResearchError(`host not found: ${host}`);
  if (/(^|\.)invalid\.?$/i.test(host) || (cache !== false && cache.hostNotFound(host))) throw notFound();
  let addresses: { address: string; family: number }[];
  try {
    addresses = await untilAborted(lookup(host), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    const code = (error as { code?: string } | null)?.code;
    if (code && !NOT_FOUND_CODES.has(code)) throw new ResearchError(`DNS lookup failed: ${host} (${code})`);
    if (cache) cache.rememberHostNotFound(host);
    throw notFound();
  }
  if (addresses.length === 0) {
    if (cache) cache.rememberHostNotFound(host);
    throw notFound();
  }
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
  const dns = { lookup: options.lookup ?? defaultLookup, cache: options.cache ?? researchCache() };
  try {
    return await followRedirects(new URL(url), limits, allowPrivate, combined, dns);
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
  dns: { lookup: HostLookup; cache: PageCache | false },
): Promise<FetchedPage> {
  let current = start;
  for (let redirects = 0; ; redirects += 1) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') {
      throw new ResearchError(`not an http(s) URL: ${current.protocol}`);
    }
    const addresses = await resolveHost(current.hostname, allowPrivate, signal, dns.lookup, dns.cache);
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

/** Counts of a PageCache since it was made. */
export interface PageCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

interface CacheEntry {
  page: FetchedPage;
  expires: number;
  bytes: number;
}

/**
 * Pages read, by URL and the limits they were read with, kept in the process for `ttlMs`: at most
 * `maxEntries` pages and `maxBytes` of text (about 2 bytes a character), the least recently used dropped
 * first. Two records asking for one URL at the same time share one fetch. Host names DNS said do not exist
 * are remembered for a minute. Failures are not kept.
 */
export class PageCache {
  private readonly pages = new Map<string, CacheEntry>();
  private readonly pending = new Map<string, Promise<FetchedPage>>();
  private readonly missingHosts = new Map<string, number>();
  private size = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    readonly ttlMs = 10 * 60_000,
    readonly maxEntries = 500,
    readonly maxBytes = 64 * 1024 * 1024,
    readonly hostTtlMs = 60_000,
  ) {}

  /** The cached page for `key`, else the one being fetched for it, else `fetch()`'s (kept when it succeeds). */
  async page(key: string, fetch: () => Promise<FetchedPage>): Promise<FetchedPage> {
    const entry = this.pages.get(key);
    if (entry && entry.expires > Date.now()) {
      this.pages.delete(key);
      this.pages.set(key, entry);
      this.hits += 1;
      return entry.page;
    }
    if (entry) this.drop(key, entry);
    const pending = this.pending.get(key);
    if (pending !== undefined) {
      this.hits += 1;
      return pending;
    }
    this.misses += 1;
    const fetching = fetch().then((page) => {
      this.keep(key, page);
      return page;
    });
    this.pending.set(key, fetching);
    try {
      return await fetching;
    } finally {
      this.pending.delete(key);
    }
  }

  hostNotFound(host: string): boolean {
    const until = this.missingHosts.get(host.toLowerCase());
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.missingHosts.delete(host.toLowerCase());
    return false;
  }

  rememberHostNotFound(host: string): void {
    const key = host.toLowerCase();
    this.missingHosts.delete(key);
    this.missingHosts.set(key, Date.now() + this.hostTtlMs);
    if (this.missingHosts.size > this.maxEntries) this.missingHosts.delete(this.missingHosts.keys().next().value!);
  }

  stats(): PageCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.pages.size, bytes: this.size };
  }

  clear(): void {
    this.pages.clear();
    this.missingHosts.clear();
    this.size = 0;
  }

  private keep(key: string, page: FetchedPage) {
    if (this.ttlMs <= 0 || this.maxEntries <= 0) return;
    const bytes = (page.body.length + page.url.length) * 2;
    if (bytes > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    this.pages.set(key, { page, expires: Date.now() + this.ttlMs, bytes });
    this.size += bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.pages.size <= this.maxEntries && this.size <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  private drop(key: string, entry: CacheEntry) {
    this.pages.delete(key);
    this.size -= entry.bytes;
  }
}

let processCache: PageCache | undefined;

/**
 * The process's page cache, made at first use: pages kept RESEARCH_CACHE_TTL_SECONDS (default 600; 0 keeps
 * none), at most RESEARCH_CACHE_PAGES (default 500) and 64 MB.
 */
export function researchCache(): PageCache {
  processCache ??= new PageCache(
    envNumber('RESEARCH_CACHE_TTL_SECONDS', 600) * 1000,
    Math.floor(envNumber('RESEARCH_CACHE_PAGES', 500)),
  );
  return processCache;
}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The stage's time budget: the option, else RESEARCH_BUDGET_SECONDS, else 10 s. */
export function researchBudgetMs(options: ResearchOptions = {}): number {
  if (typeof options.budgetMs === 'number' && Number.isFinite(options.budgetMs) && options.budgetMs > 0)
    return options.budgetMs;
  const seconds = envNumber('RESEARCH_BUDGET_SECONDS', 0);
  return seconds > 0 ? seconds * 1000 : RESEARCH_BUDGET_DEFAULT_MS;
}

const BUDGET_SPENT = 'research budget spent';

/**
 * Fetches the URLs (at most maxPages, `concurrency` at a time, all within the stage's budget) and answers the
 * pages as sources s1, s2, ... in URL order.
 */
export async function research(
  urls: readonly string[],
  options: ResearchOptions = {},
  signal?: AbortSignal,
): Promise<ResearchResult> {
  if (options.enabled === false || urls.length === 0) {
    return { sources: [], failures: [], detail: options.enabled === false ? 'research off' : 'no URLs' };
  }
  const maxPages = options.maxPages ?? RESEARCH_DEFAULTS.maxPages;
  const limits = { ...RESEARCH_DEFAULTS, ...definedOnly(options) };
  const allowPrivate = options.allowPrivate ?? process.env.RESEARCH_ALLOW_PRIVATE === 'true';
  const cache = options.cache ?? researchCache();
  const pageOptions: ResearchOptions = { ...options, allowPrivate, cache };
  const budgetMs = researchBudgetMs(options);
  const budget = AbortSignal.timeout(budgetMs);
  const stageSignal = signal ? AbortSignal.any([signal, budget]) : budget;
  const wanted = urls.slice(0, maxPages);
  const fetchOne = async (url: string) => {
    if (stageSignal.aborted) return { url, reason: signal?.aborted ? 'aborted' : `not fetched: ${BUDGET_SPENT}` };
    try {
      const read = () => fetchPage(url, pageOptions, stageSignal);
      const key = `${allowPrivate ? 'private' : 'public'} ${limits.maxBytes} ${limits.maxRedirects} ${url}`;
      // A fetch shared with another record is waited for only as long as this record's own budget allows.
      return { url, page: await (cache ? untilAborted(cache.page(key, read), stageSignal) : read()) };
    } catch (error) {
      if (signal?.aborted) return { url, reason: 'aborted' };
      if (budget.aborted) return { url, reason: `${BUDGET_SPENT} (${budgetMs / 1000} s)` };
      return { url, reason: failureReason(error) };
    }
  };
  const pages: Awaited<ReturnType<typeof fetchOne>>[] = new Array(wanted.length);
  let next = 0;
  const lane = async () => {
    while (next < wanted.length) {
      const index = next++;
      pages[index] = await fetchOne(wanted[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, wanted.length)) }, lane));
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
