import { CatalogElement } from './catalogElement';
import { lazyWidget } from './lazyWidget';
import { ReviewQueueElement } from './reviewQueueElement';

// curate-elements.js, for a page with both elements: each widget, with its stylesheet, is a chunk of its own, loaded
// when its element first renders, so a page with <curate-review-queue> alone still never loads the catalogue (issue
// #21). A page with one element loads less from curate-review-queue.js or curate-catalog.js, which hold their widget.
const ReviewQueue = lazyWidget(
  () => import('@curate/ui/review-queue').then((m) => m.ReviewQueue),
  () => import('@curate/ui/styles.review-queue.css?inline'),
);
const Catalog = lazyWidget(
  () => import('@curate/ui/catalog').then((m) => m.Catalog),
  () => import('@curate/ui/styles.catalog.css?inline'),
);
// The detail dialog comes with the catalogue's stylesheet.
const ProductDetail = lazyWidget(() => import('@curate/ui/product-detail').then((m) => m.ProductDetail));

/** `<curate-review-queue>` of curate-elements.js (see ReviewQueueElement). */
export class CurateReviewQueueElement extends ReviewQueueElement {
  /** @internal */
  protected readonly Widget = ReviewQueue;
}

/** `<curate-catalog>` of curate-elements.js (see CatalogElement). */
export class CurateCatalogElement extends CatalogElement {
  /** @internal */
  protected readonly Catalog = Catalog;
  /** @internal */
  protected readonly ProductDetail = ProductDetail;
}
