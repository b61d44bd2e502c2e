// Bench page (issue #4): ApiProvider + CurateProvider + ReviewQueue against the real API (same origin, proxied
// by the bench's Vite preview server). Query: token, company, prefetch=0|1. The harness sets __bench.expected
// (per dialog title: the product's id, its field rows and source badges). Instrumentation: an Approve keypress
// ('a', capture phase) marks the start; a MutationObserver marks the end when the dialog title names another
// product and its enhanced pane holds all that product's field rows and source badges and shows its values.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider, createApiClient } from '@curate/core';
import { CurateProvider } from '@curate/ui';
import { ReviewQueue } from '@curate/ui/review-queue';
import '@curate/ui/styles.css';

const params = new URLSearchParams(window.location.search);
const token = params.get('token') ?? '';
const companyId = params.get('company') ?? '';
const prefetch = params.get('prefetch') !== '0';

interface Sample {
  from: string;
  to: string;
  /** Approve keydown → DOM holds the next product's title, all its field rows and source badges (MutationObserver). */
  domMs: number;
  /** Approve keydown → the frame after that DOM change (requestAnimationFrame + task): about on screen. */
  frameMs: number;
  fields: number;
  badges: number;
  /** Diagnostics: when the title first named another product, and the requests started after Approve. */
  titleMs?: number;
  requests?: string[];
}

const TITLE_PREFIX = 'Review Product: ';
const bench = {
  samples: [] as Sample[],
  armedAt: null as number | null,
  armedTitle: null as string | null,
  titleAt: null as number | null,
  expected: {} as Record<string, { id: string; rows: number; badges: number }>,
  currentTitle(): string | null {
    const text = document.querySelector('[role="dialog"] [data-slot="dialog-title"]')?.textContent ?? '';
    return text.startsWith(TITLE_PREFIX) ? text : null;
  },
  fieldCount(): number {
    return document.querySelectorAll('[data-slot="enhanced-pane"] [data-slot="review-field"]').length;
  },
  badgeCount(): number {
    return document.querySelectorAll(
      '[data-slot="enhanced-pane"] [data-slot="review-field"] [data-slot="source-badge"]',
    ).length;
  },
  /** Whether the pane shows the product's own values (every bench value names its product's id). */
  showsValuesOf(id: string): boolean {
    const values = document.querySelectorAll('[data-slot="enhanced-pane"] [data-slot="field-value"]');
    return values.length > 0 && [...values].some((v) => v.textContent?.includes(id));
  },
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

window.addEventListener(
  'keydown',
  (event) => {
    if (event.key !== 'a' || bench.armedAt !== null) return;
    bench.armedTitle = bench.currentTitle();
    bench.armedAt = performance.now();
    performance.mark('approve');
  },
  true,
);

new MutationObserver(() => {
  if (bench.armedAt === null) return;
  const title = bench.currentTitle();
  if (!title || title === bench.armedTitle) return;
  if (bench.titleAt === null) bench.titleAt = performance.now();
  const want = bench.expected[title];
  const fields = bench.fieldCount();
  const badges = bench.badgeCount();
  if (!want || fields !== want.rows || badges !== want.badges || !bench.showsValuesOf(want.id)) return;
  const now = performance.now();
  performance.mark('next-rendered');
  const start = bench.armedAt;
  const from = bench.armedTitle ?? '';
  const titleMs = (bench.titleAt ?? now) - start;
  bench.armedAt = null;
  bench.titleAt = null;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.startTime >= start && e.name.includes('/api/'))
        .map(
          (e) =>
            `${new URL(e.name).pathname.replace(/^.*companies\/[^/]+/, '')} ${(e.startTime - start).toFixed(0)}-${(e.responseEnd - start).toFixed(0)}`,
        );
      bench.samples.push({
        from,
        to: title,
        domMs: now - start,
        frameMs: performance.now() - start,
        fields,
        badges,
        titleMs,
        requests,
      });
    }, 0),
  );
}).observe(document.body, { subtree: true, childList: true, characterData: true });

const client = createApiClient({ baseUrl: window.location.origin, getAccessToken: async () => token });
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider client={client}>
      <CurateProvider>
        <ReviewQueue companyId={companyId} prefetch={prefetch} />
      </CurateProvider>
    </ApiProvider>
  </StrictMode>,
);
