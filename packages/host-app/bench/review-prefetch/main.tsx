// Bench page (issue #4): ApiProvider + CurateProvider + ReviewQueue against the real API (same origin, proxied
// by the bench's Vite preview server). Query: token, company, prefetch=0|1, fields (count a product shows).
// Instrumentation: an Approve keypress ('a', capture phase) marks the start; a MutationObserver marks the end
// when the dialog title names another product and all `fields` rows of its enhanced pane are in the DOM.
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
const expectedFields = Number(params.get('fields') ?? '60');

interface Sample {
  from: string;
  to: string;
  /** Approve keydown → DOM holds the next product's title and all its fields (MutationObserver). */
  domMs: number;
  /** Approve keydown → the frame after that DOM change (requestAnimationFrame + task): about on screen. */
  frameMs: number;
  fields: number;
}

const TITLE_PREFIX = 'Review Product: ';
const bench = {
  samples: [] as Sample[],
  armedAt: null as number | null,
  armedTitle: null as string | null,
  currentTitle(): string | null {
    const text = document.querySelector('[role="dialog"] [data-slot="dialog-title"]')?.textContent ?? '';
    return text.startsWith(TITLE_PREFIX) ? text : null;
  },
  fieldCount(): number {
    return document.querySelectorAll('[data-slot="enhanced-pane"] [data-slot="review-field"]').length;
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
  const fields = bench.fieldCount();
  if (fields < expectedFields) return;
  const now = performance.now();
  performance.mark('next-rendered');
  const start = bench.armedAt;
  const from = bench.armedTitle ?? '';
  bench.armedAt = null;
  requestAnimationFrame(() =>
    setTimeout(() => {
      bench.samples.push({ from, to: title, domMs: now - start, frameMs: performance.now() - start, fields });
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
