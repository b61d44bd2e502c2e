// curate-catalog.js (issue #21): <curate-catalog> alone, with Catalog and its stylesheet in the module, for a page with
// that one element; the table view, the dialogs and the product detail load in chunks of their own. See index.ts for
// both elements. First: zod must not probe `new Function` under a policy without 'unsafe-eval' (docs/embedding.md).
import '@curate/core/strict-csp';
import { Catalog } from '@curate/ui/catalog';
import catalogStyles from '@curate/ui/styles.catalog.css?inline';
import baseStyles from '@curate/ui/styles.widgets.base.css?inline';
import { CatalogElement } from './catalogElement';
import { lazyWidget } from './lazyWidget';

const ProductDetail = lazyWidget(() => import('@curate/ui/product-detail').then((m) => m.ProductDetail));

class CurateCatalogElement extends CatalogElement {
  protected readonly Catalog = Catalog;
  protected readonly ProductDetail = ProductDetail;
  protected override readonly styles = [baseStyles, catalogStyles];
}

if (!customElements.get('curate-catalog')) customElements.define('curate-catalog', CurateCatalogElement);
