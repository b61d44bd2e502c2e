import { useLayoutEffect, useState } from 'react';
import { adoptStyles, styleList, type CurateStyleSource } from './adoptStyles';
import { isShadowRoot } from './shadowDom';
import { warnOnce } from './warnOnce';

const sheetIds = new WeakMap<CSSStyleSheet, number>();
let nextSheetId = 1;

function sourceKey(source: CurateStyleSource): string {
  if (typeof source === 'string') return source;
  let id = sheetIds.get(source);
  if (id === undefined) {
    id = nextSheetId++;
    sheetIds.set(source, id);
  }
  return `#sheet${id}`;
}

/**
 * Finds the document or shadow root the provider's root element lives in, adopts `styles` there (issue #21) and
 * returns the shadow root (null in the document). In a shadow root without `styles`, warns when Curate's
 * stylesheet does not reach the widget (the page's stylesheets stop at the shadow boundary).
 */
export function useRootStyles(
  root: HTMLElement | null,
  styles: CurateStyleSource | readonly CurateStyleSource[] | undefined,
  nonce: string | undefined,
): ShadowRoot | null {
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  const sources = styleList(styles);
  const key = sources.map(sourceKey).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the sources' contents; a new array of the same sheets adopts nothing again.
  useLayoutEffect(() => {
    if (!root) return;
    const node = root.getRootNode();
    const inShadow = isShadowRoot(node) ? node : null;
    setShadowRoot(inShadow);
    const release = sources.length > 0 ? adoptStyles(inShadow ?? root.ownerDocument, sources, nonce) : undefined;
    if (inShadow && sources.length === 0) {
      const probe = getComputedStyle(root).getPropertyValue('--curate-space-4');
      if (!probe)
        warnOnce(
          "CurateProvider renders inside a shadow root but Curate's stylesheet does not reach it: pass its text as `styles` (e.g. `import css from '@curate/ui/styles.css?inline'`; see docs/embedding.md, Shadow DOM).",
        );
    }
    return release;
  }, [root, key, nonce]);
  return shadowRoot;
}
