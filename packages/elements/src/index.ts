// @curate/elements (issue #21): Curate's widgets as custom elements. Importing this module defines
// <curate-review-queue> and <curate-catalog> (unless a page already defined those names).
// First: zod must not probe `new Function` under a policy without 'unsafe-eval' (docs/embedding.md).
import '@curate/core/strict-csp';
import { CurateCatalogElement, CurateReviewQueueElement } from './elements';

export { CurateElement, MissingTokenGetterError, type AccessTokenGetter } from './CurateElement';
export { CurateCatalogElement, CurateReviewQueueElement } from './elements';
export { appearanceFromAttributes, type ElementAppearance, THEME_ATTRIBUTES } from './attributes';

/** Defines both elements under their names; safe to call more than once. */
export function defineCurateElements(registry: CustomElementRegistry = customElements): void {
  if (!registry.get('curate-review-queue')) registry.define('curate-review-queue', CurateReviewQueueElement);
  if (!registry.get('curate-catalog')) registry.define('curate-catalog', CurateCatalogElement);
}

defineCurateElements();

declare global {
  interface HTMLElementTagNameMap {
    'curate-review-queue': CurateReviewQueueElement;
    'curate-catalog': CurateCatalogElement;
  }
}
