import type { EnhancedProduct } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';
import { Badge } from '../../primitives/Badge/Badge';
import { QualityScoreBadge } from '../../product-fields/QualityScoreBadge';
import { reviewStatusTone } from '../../internal/format';
import { useCatalogUi } from '../catalogUi';
import {
  productShortDescription,
  productTitle,
  useCatalogContext,
  useFormat,
  catalogMessages,
  commonMessages,
  useTexts,
} from '@curate/core';

/** Props of Catalog.Card; other article attributes pass through. */
export interface ProductCardProps extends ComponentPropsWithRef<'article'> {
  product: EnhancedProduct;
}

/** One product as a card: name, short description, product id, status, quality out of 10, updated time — spec part 1 §2. */
export function ProductCard({ product, className, ...rest }: ProductCardProps) {
  const { onProductOpen } = useCatalogUi();
  const m = useTexts('catalog', catalogMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const name = productTitle(product, common.untitledProduct);
  const description = productShortDescription(product);
  return (
    <article
      {...rest}
      className={cx('curate-Catalog-card', className)}
      data-slot="catalog-card"
      data-product-id={product.id}
    >
      <h3 className="curate-Catalog-cardTitle">
        {onProductOpen ? (
          <button type="button" className="curate-Catalog-cardOpen" onClick={() => onProductOpen(product)}>
            {name}
          </button>
        ) : (
          name
        )}
      </h3>
      {description && <p className="curate-Catalog-cardDescription">{description}</p>}
      <dl className="curate-Catalog-cardFacts">
        <div>
          <dt>{m.productId}</dt>
          <dd className="curate-Catalog-productId">{product.product_id}</dd>
        </div>
        <div>
          <dt>{m.status}</dt>
          <dd>
            <Badge size="sm" tone={reviewStatusTone(product.review_status)}>
              {product.review_status && common.reviewStatus(product.review_status)}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{m.quality}</dt>
          <dd>
            <QualityScoreBadge size="sm" bands="catalogue" outOfTen score={product.quality_confidence_score} />
          </dd>
        </div>
        <div>
          <dt>{m.updated}</dt>
          <dd>
            <time dateTime={product.updated_at}>{format.dateTime(product.updated_at)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}

/** Props of Catalog.Cards; other list attributes pass through. */
export interface ProductCardsProps extends ComponentPropsWithRef<'ul'> {
  /** Products to show; default the catalogue's page. */
  products?: readonly EnhancedProduct[];
}

/** The page of products as cards — spec part 1 §2. */
export function ProductCards({ products, className, ...rest }: ProductCardsProps) {
  const catalog = useCatalogContext();
  const m = useTexts('catalog', catalogMessages);
  const shown = products ?? catalog.products;
  return (
    <ul aria-label={m.products} {...rest} className={cx('curate-Catalog-cards', className)} data-slot="catalog-cards">
      {shown.map((product) => (
        <li key={product.id} className="curate-Catalog-cardItem">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
