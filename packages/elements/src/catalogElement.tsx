import type { CatalogView } from '@curate/core';
import type { CatalogProps } from '@curate/ui/catalog';
import type { ProductDetailProps } from '@curate/ui/product-detail';
import { type ComponentType, useState } from 'react';
import { CurateElement } from './CurateElement';

/** The catalogue's views, as the `view` attribute takes them. */
const VIEWS: readonly CatalogView[] = ['cards', 'table'];

/**
 * `<curate-catalog company-id api-base-url view="cards|table">`: the catalogue; a product opens in its detail dialog
 * unless the page cancels `curate-product-open` ({ product }). Events: `curate-product-open`, `curate-view-change`
 * ({ view }; the element also sets its `view` attribute), `curate-load-error` ({ type, message }),
 * `curate-product-saved` ({ product }), `curate-product-deleted` ({ product }). The catalogue is Catalog itself
 * (curate-catalog.js) or a chunk loaded when the element first renders (curate-elements.js); the detail dialog's
 * chunk loads when a product first opens.
 */
export abstract class CatalogElement extends CurateElement {
  static override get observedAttributes(): readonly string[] {
    return [...CurateElement.observedAttributes, 'view'];
  }

  protected readonly tag = 'curate-catalog';
  /** @internal */
  protected abstract readonly Catalog: ComponentType<CatalogProps>;
  /** @internal */
  protected abstract readonly ProductDetail: ComponentType<ProductDetailProps>;

  /** @internal */
  protected renderWidget(companyId: string) {
    const asked = this.getAttribute('view');
    const view = VIEWS.find((v) => v === asked);
    if (asked && !view)
      console.warn(`[curate] <curate-catalog> view ${JSON.stringify(asked)} is not 'cards' or 'table'.`);
    return (
      <CatalogWidget
        element={this}
        companyId={companyId}
        view={view ?? 'cards'}
        Catalog={this.Catalog}
        ProductDetail={this.ProductDetail}
      />
    );
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
  Catalog,
  ProductDetail,
}: {
  element: CatalogElement;
  companyId: string;
  view: CatalogView;
  Catalog: ComponentType<CatalogProps>;
  ProductDetail: ComponentType<ProductDetailProps>;
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
