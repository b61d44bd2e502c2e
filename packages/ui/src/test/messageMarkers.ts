// Test helpers for the literal-text check (issue #21): a messages object whose every text is a marker, and
// a walk of the DOM that finds any visible text or accessible name not made of markers or data.
import { defaultMessages, type CurateMessages, type CurateMessagesOverrides } from '@curate/core';

// Messages whose argument is a code the message names (a status, a field type) or a contract message the
// partner may map (common.problem): their argument stays inside the marker.
const CODE_ARGUMENT = new Set([
  'common.reviewStatus',
  'common.problem',
  'productFields.fieldTypeName',
  'productFields.dataTypeName',
  'billing.transactionType',
  'schemaManager.fieldTypeName',
  'schemaManager.dataTypeName',
]);
// Data Integration (issue #21): a character encoding's code.
CODE_ARGUMENT.add('import.encodingName');

/** Every text of the catalogue as '⟦namespace.key⟧' (functions as '⟦namespace.key⟧ arg | arg ...'). */
export function markerMessages(): CurateMessagesOverrides {
  const overrides: Record<string, Record<string, unknown>> = {};
  for (const [namespace, texts] of Object.entries(defaultMessages as unknown as Record<string, object>)) {
    const marked: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(texts)) {
      marked[key] =
        typeof value === 'function' && CODE_ARGUMENT.has(`${namespace}.${key}`)
          ? (code: unknown) => `⟦${namespace}.${key}(${String(code)})⟧`
          : typeof value === 'function'
            ? // The arguments stay outside the marker, so a literal passed in (not data) is still found.
              (...args: unknown[]) => `⟦${namespace}.${key}⟧ ${args.map(String).join(' | ')}`
            : `⟦${namespace}.${key}⟧`;
    }
    overrides[namespace] = marked;
  }
  return overrides as CurateMessagesOverrides;
}

/** Every string inside a value (objects, arrays, errors), for the data a story shows. */
export function collectStrings(value: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (typeof value === 'string') {
    if (value.trim() !== '') into.add(value.trim());
    return;
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (value instanceof Error) {
    collectStrings(value.message, into, seen);
    return;
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) collectStrings(item, into, seen);
}

const LATIN = /[A-Za-z]/;
// What Intl writes in ja-JP besides CJK: the audit times' zone ('GMT-5').
const INTL_OUTPUT = /GMT[+-−]\d+(:\d\d)?/g;

/** The text left once markers (nested ones too) are taken out. */
export function withoutMarkers(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest;
}

/**
 * Whether a text shows a Latin letter that neither a marker nor the data explains. Data values are taken
 * out whole (longest first); what is left may also be a piece of one (a value cut at 100 characters).
 */
export function unexplained(text: string, data: readonly string[]): string | null {
  let rest = withoutMarkers(text).replace(INTL_OUTPUT, ' ');
  if (!LATIN.test(rest)) return null;
  if (data.includes(rest.trim())) return null;
  // A value cut for display ('https://example.com/a-long-path...').
  const cut = rest.trim().replace(/\.\.\.$/, '');
  if (cut.length >= 8 && data.some((value) => value.startsWith(cut))) return null;
  for (const value of data) {
    // Short values (a letter, 'AI') are only taken whole, above: taken out of a text they would hide literals.
    if (value.length >= 4 && rest.includes(value)) rest = rest.split(value).join(' ');
    if (!LATIN.test(rest)) return null;
  }
  const piece = rest.trim().replace(/\.\.\.$/, '');
  if (piece.length >= 3 && data.some((value) => value.includes(piece))) return null;
  return rest.trim();
}

const NAMES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext'];

/** The texts a user sees or hears in a subtree: text nodes and accessible-name attributes. */
export function visibleTexts(root: HTMLElement): Array<{ where: string; text: string }> {
  const found: Array<{ where: string; text: string }> = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('style, script, [data-story-chrome]')) continue;
    // A key cap beside a button ('A', '⟦common.keyCtrl⟧+S'): the key the host configured, not a word.
    if (parent.closest('kbd') && /^[+\s]*[A-Za-z0-9]$/.test(withoutMarkers(node.textContent ?? '').trim())) continue;
    const text = node.textContent?.trim();
    if (text) found.push({ where: `<${parent.tagName.toLowerCase()}> text`, text });
  }
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('[data-story-chrome]')) continue;
    for (const name of NAMES) {
      const text = element.getAttribute(name)?.trim();
      if (text) found.push({ where: `<${element.tagName.toLowerCase()}> ${name}`, text });
    }
  }
  return found;
}

export type { CurateMessages };
