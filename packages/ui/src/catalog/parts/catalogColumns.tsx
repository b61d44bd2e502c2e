import type { EnhancedProduct } from '@curate/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { QualityScoreBadge } from '../../product-fields/QualityScoreBadge';
import { reviewStatusTone } from '../../internal/format';
import { FormattedDateTime, MessageText, StatusText } from '../../internal/Formatted';
import { useCatalogUi } from '../catalogUi';
import { productTitle, useMessages } from '@curate/core';

/** The catalogue table's features: core only (paging, sort and filters are the server's, through useCatalog). */
export const catalogFeatures = tableFeatures({});

const column = createColumnHelper<typeof catalogFeatures, EnhancedProduct>();

/** 'View Details' of a row: hands the product to the host (onProductOpen). */
function ViewDetailsButton({ product }: { product: EnhancedProduct }) {
  const { onProductOpen } = useCatalogUi();
  const { catalog: m } = useMessages();
  return (
    <Button
      size="sm"
      aria-label={m.viewDetailsOf(product.product_id)}
      disabled={!onProductOpen}
      onClick={() => onProductOpen?.(product)}
    >
      {m.viewDetails}
    </Button>
  );
}

/** The five columns of spec part 1 §2: Product, Status, Quality, Updated, Actions. */
export const catalogColumns = column.columns([
  column.accessor('clean_name', {
    id: 'product',
    header: () => <MessageText get={(m) => m.catalog.columnProduct} />,
    cell: (info) => (
      <div className="curate-Catalog-product">
        <span className="curate-Catalog-productName">
          <MessageText get={(m) => productTitle(info.row.original, m.common.untitledProduct)} />
        </span>
        <span className="curate-Catalog-productId">{info.row.original.product_id}</span>
      </div>
    ),
  }),
  column.accessor('review_status', {
    id: 'status',
    header: () => <MessageText get={(m) => m.catalog.columnStatus} />,
    cell: (info) => (
      <Badge size="sm" tone={reviewStatusTone(info.getValue())}>
        {info.getValue() && <StatusText status={info.getValue()!} />}
      </Badge>
    ),
  }),
  column.accessor('quality_confidence_score', {
    id: 'quality',
    header: () => <MessageText get={(m) => m.catalog.columnQuality} />,
    cell: (info) => <QualityScoreBadge size="sm" bands="catalogue" outOfTen score={info.getValue()} />,
  }),
  column.accessor('updated_at', {
    id: 'updated',
    header: () => <MessageText get={(m) => m.catalog.columnUpdated} />,
    cell: (info) => <FormattedDateTime iso={info.getValue()} />,
  }),
  column.display({
    id: 'actions',
    header: () => <MessageText get={(m) => m.catalog.columnActions} />,
    cell: (info) => <ViewDetailsButton product={info.row.original} />,
  }),
]);
