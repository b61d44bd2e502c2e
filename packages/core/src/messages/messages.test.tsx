// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProductReviewSession } from '../review-queue/useProductReviewSession';
import { apiWrapper, startFakeApi } from '../test/fakeApi';
import { detailFor, field, rawProductFor, uid } from '../test/fixtures';
import type { TestServer } from '../test/httpServer';
import { defaultMessages, mergeMessages, type CurateMessagesOverrides } from './catalogue';
import { createFormat, supportedLocale } from './format';
import { catalogMessages } from './catalog';
import { MessagesProvider, useFormat, useTexts } from './MessagesProvider';
import { MESSAGE_NAMESPACES } from './namespaces';
import { reviewQueueMessages } from './reviewQueue';
import { useMessages } from './useMessages';

let server: TestServer | undefined;
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

describe('mergeMessages', () => {
  it('replaces the given texts key by key and keeps every other default', () => {
    const merged = mergeMessages(defaultMessages, {
      reviewQueue: { title: 'Prüfwarteschlange', showingRange: (a, b, n) => `${a}–${b} von ${n}` },
    });
    expect(merged.reviewQueue.title).toBe('Prüfwarteschlange');
    expect(merged.reviewQueue.showingRange(1, 20, 53)).toBe('1–20 von 53');
    expect(merged.reviewQueue.subtitle).toBe('Review and approve AI-enhanced product data');
    expect(merged.catalog).toBe(defaultMessages.catalog);
    // The defaults themselves are never changed.
    expect(defaultMessages.reviewQueue.title).toBe('Review Queue');
  });

  it('warns about an unknown key or namespace and a value of the wrong kind, never throws', () => {
    const warn = vi.fn();
    const overrides = {
      reviewQueue: { titel: 'Typo', approve: 42 },
      payroll: { title: 'x' },
      catalog: 'not an object',
    } as unknown as CurateMessagesOverrides;
    const merged = mergeMessages(defaultMessages, overrides, warn);
    expect(warn.mock.calls.map(([m]) => m)).toEqual([
      expect.stringContaining('[curate] Unknown messages namespace "payroll" ignored'),
      '[curate] messages.catalog must be an object of texts; ignored',
      '[curate] Unknown message key "reviewQueue.titel" ignored',
      '[curate] Message "reviewQueue.approve" must be a string; the default is kept',
    ]);
    expect(merged.reviewQueue.approve).toBe('Approve');
    expect(merged.catalog).toBe(defaultMessages.catalog);
    expect(mergeMessages(defaultMessages, 'oops' as unknown as CurateMessagesOverrides, warn)).toBe(defaultMessages);
  });

  it('accepts a plain string where a function is expected', () => {
    const merged = mergeMessages(defaultMessages, {
      reviewQueue: { dialogTitle: 'Produkt prüfen' as unknown as (id: string) => string },
    });
    expect(merged.reviewQueue.dialogTitle('SKU-1')).toBe('Produkt prüfen');
  });
});

describe('createFormat', () => {
  it('formats numbers and dates for the locale', () => {
    const de = createFormat('de-DE');
    expect(de.number(1234.5)).toBe('1.234,5');
    expect(de.date('2025-03-02T15:00:00Z')).toBe('2. März 2025');
    expect(de.zonedDate('2025-03-03T02:30:00.000Z', 'America/New_York')).toBe('2. März 2025');
    expect(de.relative(-5, 'minute')).toBe('vor 5 Minuten');
    const en = createFormat();
    expect(en.number(1234.5)).toBe('1,234.5');
    expect(en.date('2025-03-02T15:00:00Z')).toBe('Mar 2, 2025');
    expect(en.shortDate('2026-11-25')).toBe('Nov 25');
    expect(en.date(null)).toBe('–');
    expect(en.dateTime('not a date')).toBe('–');
  });

  it('falls back to en-US with a warning for a locale Intl cannot read', () => {
    const warn = vi.fn();
    expect(supportedLocale('not a locale!', warn)).toBe('en-US');
    expect(warn).toHaveBeenCalledWith('[curate] Unknown locale "not a locale!"; en-US is used');
    expect(supportedLocale('de-de', warn)).toBe('de-DE');
  });
});

describe('MessagesProvider', () => {
  it('gives the English defaults and en-US without a provider', () => {
    const { result } = renderHook(() => ({ messages: useMessages(), format: useFormat() }));
    expect(result.current.messages).toBe(defaultMessages);
    expect(result.current.format.locale).toBe('en-US');
  });

  it('nests: an inner provider overrides the outer one key by key and inherits its locale', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MessagesProvider locale="de-DE" messages={{ common: { cancel: 'Abbrechen', close: 'Schließen' } }}>
        <MessagesProvider messages={{ common: { close: 'Zumachen' } }}>{children}</MessagesProvider>
      </MessagesProvider>
    );
    const { result } = renderHook(() => ({ messages: useMessages(), format: useFormat() }), { wrapper });
    expect(result.current.messages.common.cancel).toBe('Abbrechen');
    expect(result.current.messages.common.close).toBe('Zumachen');
    expect(result.current.format.locale).toBe('de-DE');
    expect(result.current.format.number(1000)).toBe('1.000');
  });

  it('gives one namespace through useTexts: the defaults with every provider’s overrides, checked when read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MessagesProvider messages={{ reviewQueue: { approve: 'Freigeben', reject: 'Ablehnen' } }}>
        <MessagesProvider
          messages={{ reviewQueue: { reject: 'Zurückweisen', unheard: 'x' } } as unknown as CurateMessagesOverrides}
        >
          {children}
        </MessagesProvider>
      </MessagesProvider>
    );
    const { result } = renderHook(() => useTexts('reviewQueue', reviewQueueMessages), { wrapper });
    expect(result.current.approve).toBe('Freigeben');
    expect(result.current.reject).toBe('Zurückweisen');
    expect(result.current.title).toBe(reviewQueueMessages.title);
    expect(warn).toHaveBeenCalledWith('[curate] Unknown message key "reviewQueue.unheard" ignored');
    const bare = renderHook(() => useTexts('catalog', catalogMessages));
    expect(bare.result.current).toBe(catalogMessages);
    warn.mockRestore();
  });

  it('names every namespace in MESSAGE_NAMESPACES', () => {
    expect([...MESSAGE_NAMESPACES].sort()).toEqual(Object.keys(defaultMessages).sort());
  });

  it("gives a headless hook's toasts in the provider's words", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = `/companies/${uid(900)}`;
    const detail = detailFor(5, [field(1)]);
    const { product } = detail;
    server = await startFakeApi({
      [`GET ${base}/products/${product.id}`]: () => ({ body: detail }),
      [`GET ${base}/raw-products/${product.raw_product_id}`]: () => ({ body: rawProductFor(5) }),
      [`GET ${base}/raw-products/${product.raw_product_id}/fields`]: () => ({ body: { fields: [] } }),
      [`GET ${base}/field-groups`]: () => ({ body: { groups: [] } }),
      [`POST ${base}/products/${product.id}/review`]: () => ({ status: 500, body: { detail: 'Datenbank weg' } }),
    });
    const api = apiWrapper(server.origin);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <api.wrapper>
        <MessagesProvider messages={{ reviewQueue: { submitFailed: (d) => `Prüfung fehlgeschlagen: ${d}` } }}>
          {children}
        </MessagesProvider>
      </api.wrapper>
    );
    const { result } = renderHook(
      () => useProductReviewSession({ companyId: uid(900), productId: uid(5), onClose: () => undefined }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detail).not.toBeNull());
    await act(() => result.current.approve());
    expect(result.current.message?.text).toBe('Prüfung fehlgeschlagen: Datenbank weg');
  });
});
