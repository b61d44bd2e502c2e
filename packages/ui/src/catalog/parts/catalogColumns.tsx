import type { EnhancedProduct } from '@curate/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { QualityScoreBadge } from '../../product-fields/QualityScoreBadge';
import { reviewStatusTone } from '../../internal/format';
import { FormattedDateTime, MessageText, StatusText } from '../../internal/Formatted';
import { useCatalogUi } from '../catalogUi';
import { productTitle, catalogMessages, commonMessages, useTexts } from '@curate/core';

/** The catalogue table's features: core only (paging, sort and filters are the server's, through useCatalog). */
export const catalogFeatures = tableFeatures({});

const column = createColumnHelper<typeof catalogFeatures, EnhancedProduct>();

/** 'View Details' of a row: hands the product to the host (onProductOpen). */
function ViewDetailsButton({ product }: { product: EnhancedProduct }) {
  const { onProductOpen } = useCatalogUi();
  const m = useTexts('catalog', catalogMessages);
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
    header: () => <MessageText namespace="catalog" defaults={catalogMessages} get={(m) => m.columnProduct} />,
    cell: (info) => (
      <div className="curate-Catalog-product">
        <span className="curate-Catalog-productName">
          <MessageText
            namespace="common"
            defaults={commonMessages}
            get={(m) => productTitle(info.row.original, m.untitledProduct)}
          />
        </span>
        <span className="curate-Catalog-productId">{info.row.original.product_id}</span>
      </div>
    ),
  }),
  column.accessor('review_status', {
    id: 'status',
    header: () => <MessageText namespace="catalog" defaults={catalogMessages} get={(m) => m.columnStatus} />,
    cell: (info) => (
      <Badge size="sm" tone={reviewStatusTone(info.getValue())}>
        {info.getValue() && <StatusText status={info.getValue()!} />}
      </Badge>
    ),
  }),
  column.accessor('quality_confidence_score', {
    id: 'quality',
    header: () => <MessageText namespace="catalog" defaults={catalogMessages} get={(m) => m.columnQuality} />,
    cell: (info) => <QualityScoreBadge size="sm" bands="catalogue" outOfTen score={info.getValue()} />,
  }),
  column.accessor('updated_at', {
    id: 'updated',
    header: () => <MessageText namespace="catalog" defaults={catalogMessages} get={(m) => m.columnUpdated} />,
    cell: (info) => <FormattedDateTime iso={info.getValue()} />,
  }),
  column.display({
    id: 'actions',
    header: () => <MessageText namespace="catalog" defaults={catalogMessages} get={(m) => m.columnActions} />,
    cell: (info) => <ViewDetailsButton product={info.row.original} />,
  }),
]);
