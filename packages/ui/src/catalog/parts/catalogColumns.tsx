import type { EnhancedProduct } from '@curate/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { QualityScoreBadge } from '../../product-fields/QualityScoreBadge';
import { formatDateTime, reviewStatusTone } from '../../internal/format';
import { useCatalogUi } from '../catalogUi';
import { productTitle } from '@curate/core';

/** The catalogue table's features: core only (paging, sort and filters are the server's, through useCatalog). */
export const catalogFeatures = tableFeatures({});

const column = createColumnHelper<typeof catalogFeatures, EnhancedProduct>();

/** 'View Details' of a row: hands the product to the host (onProductOpen). */
function ViewDetailsButton({ product }: { product: EnhancedProduct }) {
  const { onProductOpen } = useCatalogUi();
  return (
    <Button
      size="sm"
      aria-label={`View Details ${product.product_id}`}
      disabled={!onProductOpen}
      onClick={() => onProductOpen?.(product)}
    >
      View Details
    </Button>
  );
}

/** The five columns of spec part 1 §2: Product, Status, Quality, Updated, Actions. */
export const catalogColumns = column.columns([
  column.accessor('clean_name', {
    id: 'product',
    header: 'Product',
    cell: (info) => (
      <div className="curate-Catalog-product">
        <span className="curate-Catalog-productName">{productTitle(info.row.original)}</span>
        <span className="curate-Catalog-productId">{info.row.original.product_id}</span>
      </div>
    ),
  }),
  column.accessor('review_status', {
    id: 'status',
    header: 'Status',
    cell: (info) => (
      <Badge size="sm" tone={reviewStatusTone(info.getValue())}>
        {info.getValue()}
      </Badge>
    ),
  }),
  column.accessor('quality_confidence_score', {
    id: 'quality',
    header: 'Quality',
    cell: (info) => <QualityScoreBadge size="sm" bands="catalogue" outOfTen score={info.getValue()} />,
  }),
  column.accessor('updated_at', { id: 'updated', header: 'Updated', cell: (info) => formatDateTime(info.getValue()) }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => <ViewDetailsButton product={info.row.original} />,
  }),
]);
