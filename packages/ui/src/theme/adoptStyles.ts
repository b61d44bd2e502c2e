// Stylesheets a CurateProvider brings into the document or shadow root it renders in (issue #21). In a shadow
// root the page's stylesheets do not apply, so `styles` (the text of @curate/ui/styles.css) is adopted there as a
// constructable stylesheet, which no Content-Security-Policy governs; where a browser cannot adopt sheets, a
// <style> element carrying the provider's `nonce` is added instead. Each root holds one copy however many
// providers share it, removed when the last of them unmounts.

/** A stylesheet for CurateProvider's `styles`: CSS text (e.g. `import css from '@curate/ui/styles.css?inline'`) or a constructed sheet. */
export type CurateStyleSource = string | CSSStyleSheet;

type StyleRoot = Document | ShadowRoot;

interface Adopted {
  count: number;
  remove: () => void;
}

const sheetsByText = new Map<string, CSSStyleSheet>();
const adoptedByRoot = new WeakMap<StyleRoot, Map<CurateStyleSource, Adopted>>();

function canAdopt(root: StyleRoot): boolean {
  return Array.isArray((root as { adoptedStyleSheets?: unknown }).adoptedStyleSheets) && canConstructSheets();
}

function canConstructSheets(): boolean {
  try {
    return typeof CSSStyleSheet === 'function' && typeof new CSSStyleSheet().replaceSync === 'function';
  } catch {
    return false;
  }
}

function sheetFor(source: CurateStyleSource): CSSStyleSheet {
  if (typeof source !== 'string') return source;
  let sheet = sheetsByText.get(source);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(source);
    sheetsByText.set(source, sheet);
  }
  return sheet;
}

function textOf(source: CurateStyleSource): string {
  if (typeof source === 'string') return source;
  return Array.from(source.cssRules, (rule) => rule.cssText).join('\n');
}

function insert(root: StyleRoot, source: CurateStyleSource, nonce: string | undefined): () => void {
  if (canAdopt(root)) {
    const sheet = sheetFor(source);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const doc = root instanceof Document ? root : root.ownerDocument;
  const style = doc.createElement('style');
  // Set before the element is connected: a policy checks the nonce when the sheet is first applied.
  if (nonce) style.nonce = nonce;
  style.dataset.curateStyles = '';
  style.textContent = textOf(source);
  (root instanceof Document ? root.head : root).prepend(style);
  return () => style.remove();
}

/** Adds `sources` to `root` (once per root, counted); returns the release for this provider. */
export function adoptStyles(root: StyleRoot, sources: readonly CurateStyleSource[], nonce?: string): () => void {
  let adopted = adoptedByRoot.get(root);
  if (!adopted) {
    adopted = new Map();
    adoptedByRoot.set(root, adopted);
  }
  const held = adopted;
  for (const source of sources) {
    const entry = held.get(source);
    if (entry) entry.count += 1;
    else held.set(source, { count: 1, remove: insert(root, source, nonce) });
  }
  return () => {
    for (const source of sources) {
      const entry = held.get(source);
      if (!entry) continue;
      entry.count -= 1;
      if (entry.count > 0) continue;
      entry.remove();
      held.delete(source);
    }
  };
}

/** The `styles` prop as a list. */
export function styleList(styles: CurateStyleSource | readonly CurateStyleSource[] | undefined): CurateStyleSource[] {
  if (styles === undefined) return [];
  return typeof styles === 'string' || !Array.isArray(styles) ? [styles as CurateStyleSource] : [...styles];
}
