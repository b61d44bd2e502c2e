// Shadow DOM helpers (issue #21): inside a shadow root `document.activeElement` is the host and
// `document.getElementById` finds nothing, so code that reads focus or looks up ids asks the element's root node.

/** The document or shadow root an element lives in; the global document when none is given. */
export function rootNodeOf(node: Node | null | undefined): Document | ShadowRoot {
  const root = node?.getRootNode();
  if (root && (root instanceof Document || isShadowRoot(root))) return root;
  return document;
}

/** Whether a node is a shadow root (no `instanceof ShadowRoot`, which jsdom and old browsers may lack). */
export function isShadowRoot(node: Node | null | undefined): node is ShadowRoot {
  return !!node && node.nodeType === 11 && 'host' in node && (node as ShadowRoot).host !== undefined;
}

/**
 * The focused element as seen from `node`'s tree: the shadow root's own active element when `node` is inside one
 * (null when focus is elsewhere), else the document's, descending into open shadow roots the way focus really went.
 */
export function activeElementFrom(node: Node | null | undefined): Element | null {
  let active = rootNodeOf(node).activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether nothing in particular has focus (no element, or the body). */
export function isNothingFocused(active: Element | null): boolean {
  return !active || active === active.ownerDocument.body;
}

/** The element an event really started on, across shadow boundaries (`event.target` is retargeted to the host). */
export function eventOrigin(event: Event): EventTarget | null {
  return event.composedPath?.()[0] ?? event.target;
}
