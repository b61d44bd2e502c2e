import {
  displayCleanName,
  truncateQueueDescription,
  useReviewQueueContext,
  type ReviewQueueProduct,
  commonMessages,
  reviewQueueMessages,
  useTexts,
} from '@curate/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { QualityScoreBadge } from '../../product-fields/QualityScoreBadge';
import { reviewStatusTone } from '../../internal/format';
import { FormattedDate, MessageText, StatusText } from '../../internal/Formatted';

/** The review queue table's features: core only (paging is the server's, through useReviewQueue). */
export const reviewQueueFeatures = tableFeatures({});

const column = createColumnHelper<typeof reviewQueueFeatures, ReviewQueueProduct>();

/** The Review button of a row; opens the review dialog with that product. */
function ReviewButton({ product }: { product: ReviewQueueProduct }) {
  const { session } = useReviewQueueContext();
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  return (
    <Button
      size="sm"
      variant="primary"
      aria-label={reviewQueue.reviewProduct(product.product_id)}
      onClick={(event) => {
        event.stopPropagation();
        session.open(product.id);
      }}
    >
      {reviewQueue.review}
    </Button>
  );
}

/** Product name (clean name; a JSON-array name shows its first element), product id and the description cut at 100. */
function ProductCell({ product }: { product: ReviewQueueProduct }) {
  const common = useTexts('common', commonMessages);
  const name = displayCleanName(product.clean_name) || common.untitledProduct;
  return (
    <div className="curate-ReviewQueue-product">
      <span className="curate-ReviewQueue-productName">{name}</span>
      <span className="curate-ReviewQueue-productId">{product.product_id}</span>
      {product.short_description && (
        <span className="curate-ReviewQueue-description">{truncateQueueDescription(product.short_description)}</span>
      )}
    </div>
  );
}

/** The six columns of spec part 1 §2: Product, Quality Score, Status, Sources, Enhanced, Actions. */
export const reviewQueueColumns = column.columns([
  column.accessor('clean_name', {
    id: 'product',
    header: () => <MessageText namespace="reviewQueue" defaults={reviewQueueMessages} get={(m) => m.columnProduct} />,
    cell: (info) => <ProductCell product={info.row.original} />,
  }),
  column.accessor('quality_confidence_score', {
    id: 'quality',
    header: () => (
      <MessageText namespace="reviewQueue" defaults={reviewQueueMessages} get={(m) => m.columnQualityScore} />
    ),
    cell: (info) => <QualityScoreBadge score={info.getValue()} outOfTen />,
  }),
  column.accessor('review_status', {
    id: 'status',
    header: () => <MessageText namespace="reviewQueue" defaults={reviewQueueMessages} get={(m) => m.columnStatus} />,
    cell: (info) => (
      <Badge tone={reviewStatusTone(info.getValue())}>
        <StatusText status={info.getValue()} />
      </Badge>
    ),
  }),
  column.accessor('source_count', {
    id: 'sources',
    header: () => <MessageText namespace="reviewQueue" defaults={reviewQueueMessages} get={(m) => m.columnSources} />,
  }),
  column.accessor('enhanced_at', {
    id: 'enhanced',
    header: () => <MessageText namespace="reviewQueue" defaults={reviewQueueMessages} get={(m) => m.columnEnhanced} />,
    cell: (info) => <FormattedDate iso={info.getValue()} />,
  }),
  column.display({
    id: 'actions',
    header: () => <MessageText namespace="reviewQueue" defaults={reviewQueueMessages} get={(m) => m.columnActions} />,
    cell: (info) => <ReviewButton product={info.row.original} />,
  }),
]);
