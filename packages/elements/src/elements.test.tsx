import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appearanceFromAttributes, configurationProblems } from './attributes';
import { CONFIGURATION_GRACE_MS } from './CurateElement';
import { CurateReviewQueueElement, defineCurateElements } from './index';

// The custom elements in jsdom (issue #21): configuration, the token getter, events, bad input. The API is a fetch
// stub answering as the server does (403 for a company the token may not read).

beforeAll(() => {
  // jsdom has neither; Headless UI and the virtual table only need them to exist.
  Element.prototype.getAnimations ??= () => [];
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  defineCurateElements();
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const shadowText = (el: Element) => el.shadowRoot?.textContent ?? '';

function stubApi(handler: (url: URL, init: RequestInit) => Response) {
  const calls: Array<{ url: URL; auth: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input);
      calls.push({ url, auth: new Headers(init.headers).get('Authorization') });
      return handler(url, init);
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('attributes', () => {
  it('maps theme attributes onto appearance, plain numbers as px', () => {
    const attrs: Record<string, string> = {
      'color-primary': '#0f766e',
      radius: '8',
      'font-size': '15px',
      'font-family': 'Inter',
    };
    expect(appearanceFromAttributes((name) => attrs[name] ?? null)).toEqual({
      colorPrimary: '#0f766e',
      radius: 8,
      fontSize: '15px',
      fontFamily: 'Inter',
    });
  });

  it('names what is missing or wrong', () => {
    expect(configurationProblems('curate-catalog', () => null)).toEqual([
      "<curate-catalog> needs a company-id attribute (the company's id).",
      '<curate-catalog> needs an api-base-url attribute (the Curate API origin, without /api/v2).',
    ]);
    const attrs: Record<string, string> = { 'company-id': 'c1', 'api-base-url': 'javascript:alert(1)' };
    expect(configurationProblems('curate-catalog', (name) => attrs[name] ?? null)).toEqual([
      '<curate-catalog> api-base-url "javascript:alert(1)" is not an http(s) URL.',
    ]);
  });
});

describe('<curate-review-queue> and <curate-catalog>', () => {
  it('show what to set instead of a blank widget, and warn in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const el = document.createElement('curate-review-queue');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull());
    expect(shadowText(el)).toContain('<curate-review-queue> needs a company-id attribute');
    await waitFor(
      () =>
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('[curate] <curate-review-queue> needs a company-id')),
      { timeout: CONFIGURATION_GRACE_MS + 2000 },
    );
    // Styled and themed: the provider's root is inside the element's own shadow root.
    expect(el.shadowRoot?.querySelector('.curate-root')).not.toBeNull();
    expect(document.querySelector('.curate-root')).toBeNull();
  });

  it('shows the error state with a message while no token getter is set, and loads once it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = stubApi(() => json(500, { detail: 'not expected in this test' }));
    const el = document.createElement('curate-review-queue');
    el.setAttribute('company-id', 'c-1');
    el.setAttribute('api-base-url', 'https://curate.example.com');
    document.body.append(el);
    await waitFor(() => expect(shadowText(el)).toContain('has no access token getter'), { timeout: 5000 });
    expect(shadowText(el)).toContain('Failed to load the review queue');
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      '[curate] <curate-review-queue> has no access token getter: set el.getAccessToken = async () => token.',
    );
    el.getAccessToken = async () => 'token-1';
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls[0]!.auth).toBe('Bearer token-1');
    expect(calls[0]!.url.origin).toBe('https://curate.example.com');
  });

  it("shows the server's refusal for a company the token may not read, and sends curate-load-error", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => json(403, { detail: 'You do not have access to this company', code: 'forbidden' }));
    const el = document.createElement('curate-catalog');
    el.setAttribute('company-id', 'someone-else');
    el.setAttribute('api-base-url', 'https://curate.example.com');
    el.getAccessToken = () => 'token-2';
    const errors: unknown[] = [];
    document.addEventListener('curate-load-error', (event) => errors.push((event as CustomEvent).detail));
    document.body.append(el);
    await waitFor(() => expect(shadowText(el)).toContain('You do not have access to this company'), { timeout: 8000 });
    await waitFor(() => expect(errors.length).toBeGreaterThan(0));
    expect(JSON.stringify(errors[0])).toContain('You do not have access to this company');
  });

  it('takes a getter set on the element before its class was defined', () => {
    const early = document.createElement('curate-queue-late') as HTMLElement & { getAccessToken?: () => string };
    early.getAccessToken = () => 'early-token';
    customElements.define('curate-queue-late', class extends CurateReviewQueueElement {});
    customElements.upgrade(early);
    expect(Object.hasOwn(early, 'getAccessToken')).toBe(false);
    expect(early.getAccessToken?.()).toBe('early-token');
  });
});
