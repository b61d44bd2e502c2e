import type { Page } from 'playwright-core';

// The computed-style comparison of the partner example's E2E tests (issue #21): every element of a widget, matched by
// its path inside the widget, compared property by property between two renderings.

/** The computed properties compared: box model, font, colours, display (fixed list). */
export const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'width',
  'height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-color',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'border-collapse',
  'border-spacing',
  'outline-style',
  'outline-width',
  'outline-offset',
  'box-shadow',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'vertical-align',
  'white-space',
  'color',
  'background-color',
  'opacity',
  'visibility',
  'z-index',
  'flex-direction',
  'align-items',
  'justify-content',
  'gap',
  'overflow-x',
  'overflow-y',
  'cursor',
] as const;

export type Snapshot = Record<string, Record<string, string>>;

/**
 * Computed styles of every element under the first match of `selector` (itself included, `exclude` subtrees left
 * out), keyed by path. ` >>> ` steps into a shadow root: 'div[data-host] >>> .curate-root' matches inside the
 * host's shadow root.
 */
export function snapshot(page: Page, selector: string, exclude = ''): Promise<Snapshot> {
  return page.evaluate(
    ({ selector, exclude, properties }) => {
      let scope: Document | ShadowRoot | null = document;
      let root: Element | null = null;
      for (const part of selector.split(' >>> ')) {
        root = scope?.querySelector(part) ?? null;
        scope = root?.shadowRoot ?? null;
      }
      if (!root) throw new Error(`nothing matches ${selector}`);
      const out: Record<string, Record<string, string>> = {};
      const walk = (element: Element, path: string) => {
        if (exclude && element !== root && element.matches(exclude)) return;
        const style = getComputedStyle(element);
        out[path] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
        const seen = new Map<string, number>();
        for (const child of element.children) {
          const tag = child.tagName.toLowerCase();
          const n = (seen.get(tag) ?? 0) + 1;
          seen.set(tag, n);
          walk(child, `${path}>${tag}:${n}`);
        }
      };
      walk(root, root.tagName.toLowerCase());
      return out;
    },
    { selector, exclude, properties: [...PROPERTIES] },
  );
}

/** A snapshot once the widget stopped changing (transitions ended, data drawn): two equal in a row. */
export async function stableSnapshot(page: Page, selector: string, exclude = ''): Promise<Snapshot> {
  let last = await snapshot(page, selector, exclude);
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(250);
    const next = await snapshot(page, selector, exclude);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  throw new Error(`${selector} kept changing`);
}

/** Every difference: `path property: clean -> hostile`, and elements present in one only. */
export function differences(clean: Snapshot, hostile: Snapshot): string[] {
  const out: string[] = [];
  for (const path of new Set([...Object.keys(clean), ...Object.keys(hostile)])) {
    const a = clean[path];
    const b = hostile[path];
    if (!a || !b) {
      out.push(`${path}: only ${a ? 'without' : 'with'} the hostile CSS`);
      continue;
    }
    for (const p of PROPERTIES) if (a[p] !== b[p]) out.push(`${path} ${p}: ${a[p]} -> ${b[p]}`);
  }
  return out;
}
