import { describe, expect, it } from 'vitest';
import { showingRange, reviewDialogTitle } from './constants';
import {
  DEFAULT_REVIEW_KEYMAP,
  actionForKey,
  ariaKeyShortcut,
  formatBinding,
  isApplePlatform,
  matchesBinding,
  resolveKeymap,
} from './keymap';
import { lastPageFor, moveReviewCounters, pageCountFor, removeFromQueuePage } from './queueUpdates';
import { queueItem, uid } from '../test/fixtures';

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('review keymap', () => {
  it('has a key for approve, reject, edit, save, next, previous and close', () => {
    expect(Object.keys(DEFAULT_REVIEW_KEYMAP).sort()).toEqual([
      'approve',
      'close',
      'edit',
      'next',
      'previous',
      'reject',
      'save',
    ]);
  });

  it('finds the action of a key press', () => {
    const keymap = resolveKeymap();
    expect(actionForKey(key('a'), keymap)).toBe('approve');
    expect(actionForKey(key('R', { shiftKey: true }), keymap)).toBe('reject');
    expect(actionForKey(key('s', { ctrlKey: true }), keymap)).toBe('save');
    expect(actionForKey(key('s'), keymap)).toBeNull();
    expect(actionForKey(key('a', { ctrlKey: true }), keymap)).toBeNull();
    expect(actionForKey(key('Escape'), keymap)).toBe('close');
  });

  it('reads Mod as Meta on Apple platforms', () => {
    expect(matchesBinding(key('s', { metaKey: true }), 'Mod+s', { apple: true })).toBe(true);
    expect(matchesBinding(key('s', { ctrlKey: true }), 'Mod+s', { apple: true })).toBe(false);
    expect(isApplePlatform({ platform: 'MacIntel' })).toBe(true);
    expect(isApplePlatform({ platform: 'Linux x86_64' })).toBe(false);
  });

  it('leaves plain letters to a text input while the user types, but not Mod+S or Escape', () => {
    const keymap = resolveKeymap();
    expect(actionForKey(key('a'), keymap, { typing: true })).toBeNull();
    expect(actionForKey(key('s', { ctrlKey: true }), keymap, { typing: true })).toBe('save');
    expect(actionForKey(key('Escape'), keymap, { typing: true })).toBe('close');
  });

  it('takes the host’s overrides', () => {
    const keymap = resolveKeymap({ approve: 'Mod+Enter', next: 'ArrowRight' });
    expect(actionForKey(key('a'), keymap)).toBeNull();
    expect(actionForKey(key('Enter', { ctrlKey: true }), keymap)).toBe('approve');
    expect(actionForKey(key('ArrowRight'), keymap)).toBe('next');
    expect(keymap.reject).toBe('r');
  });

  it('formats keys for display and for aria-keyshortcuts', () => {
    expect(formatBinding('a')).toBe('A');
    expect(formatBinding('Mod+s')).toBe('Ctrl+S');
    expect(formatBinding('Mod+s', { apple: true })).toBe('⌘S');
    expect(formatBinding('Escape')).toBe('Esc');
    expect(ariaKeyShortcut('Mod+s')).toBe('Control+S');
    expect(ariaKeyShortcut('Escape')).toBe('Escape');
  });
});

describe('queue updates after a decision (spec §4)', () => {
  it('moves the counters and never below zero', () => {
    expect(moveReviewCounters({ total_pending: 0, total_approved: 0, total_rejected: 0 }, 'rejected')).toEqual({
      total_pending: 0,
      total_approved: 0,
      total_rejected: 1,
    });
  });

  it('takes a product out of a page', () => {
    const page = { products: [queueItem(1), queueItem(2)], total: 7 };
    expect(removeFromQueuePage(page, uid(1))).toEqual({ products: [queueItem(2)], total: 6 });
  });

  it('counts pages', () => {
    expect(lastPageFor(0, 20)).toBe(0);
    expect(lastPageFor(40, 20)).toBe(1);
    expect(lastPageFor(41, 20)).toBe(2);
    expect(pageCountFor(0, 20)).toBe(1);
    expect(pageCountFor(41, 20)).toBe(3);
  });
});

describe('review texts (spec §2)', () => {
  it("reads 'Showing X-Y of Z products'", () => {
    expect(showingRange(0, 20, 20, 53)).toBe('Showing 1-20 of 53 products');
    expect(showingRange(2, 20, 13, 53)).toBe('Showing 41-53 of 53 products');
    expect(showingRange(0, 20, 0, 0)).toBe('Showing 0-0 of 0 products');
  });

  it("titles the dialog 'Review Product: {product id}'", () => {
    expect(reviewDialogTitle('SKU-10482')).toBe('Review Product: SKU-10482');
  });
});
