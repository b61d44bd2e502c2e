import type { CatalogView } from '@curate/core';
import { useState } from 'react';
import { CurateElement } from './CurateElement';
import { lazyWidget } from './lazyWidget';

// Each widget is a chunk of its own, loaded when its element first renders: a page with <curate-review-queue> loads
// React, the elements and the queue, never the catalogue (issue #21, the custom elements' budget).
const ReviewQueue = lazyWidget(() => import('@curate/ui/review-queue').then((m) => m.ReviewQueue));
const Catalog = lazyWidget(() => import('@curate/ui/catalog').then((m) => m.Catalog));
const ProductDetail = lazyWidget(() => import('@curate/ui/product-detail').then((m) => m.ProductDetail));

/** The catalogue's views, as the `view` attribute takes them. */
const VIEWS: readonly CatalogView[] = ['cards', 'table'];

/**
 * `<curate-review-queue company-id api-base-url>`: the review queue with its review dialog. Events:
 * `curate-reviewed` ({ product, decision }), `curate-load-error` ({ type, message }), `curate-product-leave`.
 */
export class CurateReviewQueueElement extends CurateElement {
  static override get observedAttributes(): readonly string[] {
    return [...CurateElement.observedAttributes, 'page-size'];
  }

  protected readonly tag = 'curate-review-queue';

  protected renderWidget(companyId: string) {
    const pageSize = Number(this.getAttribute('page-size'));
    return (
      <ReviewQueue
        companyId={companyId}
        pageSize={Number.isInteger(pageSize) && pageSize > 0 ? pageSize : undefined}
        onReviewed={(product, decision) => this.emit('curate-reviewed', { product, decision })}
        onLoadError={(error) => this.emit('curate-load-error', error)}
        onProductLeave={() => this.emit('curate-product-leave', null)}
      />
    );
  }
}

/**
 * `<curate-catalog company-id api-base-url view="cards|table">`: the catalogue; a product opens in its detail dialog
 * unless the page cancels `curate-product-open` ({ product }). Events: `curate-product-open`, `curate-view-change`
 * ({ view }; the element also sets its `view` attribute), `curate-load-error` ({ type, message }),
 * `curate-product-saved` ({ product }), `curate-product-deleted` ({ product }).
 */
export class CurateCatalogElement extends CurateElement {
  static override get observedAttributes(): readonly string[] {
    return [...CurateElement.observedAttributes, 'view'];
  }

  protected readonly tag = 'curate-catalog';

  protected renderWidget(companyId: string) {
    const asked = this.getAttribute('view');
    const view = VIEWS.find((v) => v === asked);
    if (asked && !view)
      console.warn(`[curate] <curate-catalog> view ${JSON.stringify(asked)} is not 'cards' or 'table'.`);
    return <CatalogWidget element={this} companyId={companyId} view={view ?? 'cards'} />;
  }

  /** For CatalogWidget: hands a callback to the page. */
  send<T>(type: string, detail: T, cancelable = false): boolean {
    return this.emit(type, detail, cancelable);
  }
}

function CatalogWidget({
  element,
  companyId,
  view,
}: {
  element: CurateCatalogElement;
  companyId: string;
  view: CatalogView;
}) {
  const [detailId, setDetailId] = useState<string | null>(null);
  // The detail dialog's chunk is fetched when a product first opens; it stays mounted after, for its closing.
  const [detailWanted, setDetailWanted] = useState(false);
  return (
    <>
      <Catalog
        companyId={companyId}
        view={view}
        onViewChange={(next) => {
          element.setAttribute('view', next);
          element.send('curate-view-change', { view: next });
        }}
        onProductOpen={(product) => {
          if (!element.send('curate-product-open', { product }, true)) return;
          setDetailWanted(true);
          setDetailId(product.id);
        }}
        onLoadError={(error) => element.send('curate-load-error', error)}
      />
      {detailWanted && (
        <ProductDetail
          companyId={companyId}
          productId={detailId}
          open={detailId !== null}
          onClose={() => setDetailId(null)}
          onSaved={(product) => element.send('curate-product-saved', { product })}
          onDeleted={(product) => element.send('curate-product-deleted', { product })}
        />
      )}
    </>
  );
}
