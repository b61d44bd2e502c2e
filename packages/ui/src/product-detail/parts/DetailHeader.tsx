import { formatScoreOutOfTen, type EnhancedProductWithFields } from '@curate/core';
import { cx } from '../../theme/cx';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { QualityScoreBadge } from '../../product-fields/QualityScoreBadge';
import { reviewStatusTone } from '../../internal/format';
import {
  editProblemsNotice,
  formatAuditTime,
  formatEasternDateTime,
  useFormat,
  type ProductDetailController,
  commonMessages,
  productDetailMessages,
  productFieldsMessages,
  useTexts,
} from '@curate/core';

/** The header line under the title: quality score out of 10 with its colour dot, review status, updated time — spec part 1 §2, §9. */
export function DetailMeta({ detail, className }: { detail: ProductDetailController; className?: string }) {
  const { product } = detail;
  const m = useTexts('productDetail', productDetailMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  if (!product) return null;
  const score = product.quality_confidence_score;
  const status = product.review_status ?? 'pending';
  return (
    <span className={cx('curate-ProductDetail-meta', className)} data-slot="product-detail-meta">
      <span className="curate-ProductDetail-metaItem">
        <span>{common.qualityScore}</span>
        <QualityScoreBadge
          score={score}
          bands="catalogue"
          outOfTen
          aria-label={common.qualityScoreOf(formatScoreOutOfTen(score))}
        />
      </span>
      <Badge
        tone={reviewStatusTone(status)}
        className="curate-ProductDetail-status"
        aria-label={m.reviewStatusOf(common.reviewStatus(status))}
      >
        {common.reviewStatus(status)}
      </Badge>
      <span className="curate-ProductDetail-metaItem">
        {m.updatedPrefix}
        <time dateTime={product.updated_at} title={formatEasternDateTime(product.updated_at, format)}>
          {formatAuditTime(product.updated_at, undefined, m, format)}
        </time>
      </span>
    </span>
  );
}

/** Props of the detail dialog's toolbar. */
export interface DetailToolbarProps {
  detail: ProductDetailController;
  /** When given, an 'Open in Review' button hands the product to the host (which opens the review dialog). */
  onEditInReview?: (product: EnhancedProductWithFields) => void;
  /** Extra class names on the toolbar. */
  className?: string;
}

/**
 * Delete, View Mode / Edit Mode, Save Changes (edit mode with unsaved changes only; 'Saving...' while saving)
 * and, for hosts that pass onEditInReview, 'Open in Review' — spec part 1 §2.
 */
export function DetailToolbar({ detail, onEditInReview, className }: DetailToolbarProps) {
  const { mode, state, product, edits } = detail;
  const idle = state.status === 'viewing' || state.status === 'editing';
  const ready = idle && product !== null;
  const saving = state.status === 'saving';
  // Edits the API's text rule refuses: Save waits and this line says how many to fix (issue #11).
  const m = useTexts('productDetail', productDetailMessages);
  const common = useTexts('common', commonMessages);
  const productFields = useTexts('productFields', productFieldsMessages);
  const notice = editProblemsNotice(detail.problems, productFields);
  return (
    <div
      className={cx('curate-DialogLayout-toolbar', 'curate-ProductDetail-toolbar', className)}
      data-slot="product-detail-toolbar"
    >
      <div className="curate-DialogLayout-group curate-ProductDetail-modes" role="group" aria-label={common.mode}>
        <Button
          size="sm"
          variant={mode === 'view' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'view'}
          disabled={!ready}
          onClick={() => detail.setMode('view')}
        >
          {common.viewMode}
        </Button>
        <Button
          size="sm"
          variant={mode === 'edit' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'edit'}
          disabled={!ready}
          onClick={() => detail.setMode('edit')}
        >
          {common.editMode}
        </Button>
      </div>
      {mode === 'edit' && (edits.dirty || saving) && (
        <Button
          size="sm"
          variant="primary"
          loading={saving}
          loadingLabel={common.saving}
          disabled={!saving && !detail.canSave}
          onClick={() => void detail.save()}
        >
          {common.saveChanges}
        </Button>
      )}
      {edits.dirty && (
        <span className="curate-DialogLayout-unsaved curate-ProductDetail-unsaved" data-slot="product-detail-unsaved">
          {common.unsavedChanges}
        </span>
      )}
      {notice && (
        <span
          className="curate-DialogLayout-problems curate-ProductDetail-problems"
          data-slot="product-detail-edit-problems"
          role="status"
        >
          {notice}
        </span>
      )}
      <div className="curate-DialogLayout-group curate-DialogLayout-end curate-ProductDetail-actions">
        {onEditInReview && product && (
          <Button size="sm" disabled={!idle || edits.dirty} onClick={() => onEditInReview(product)}>
            {m.openInReview}
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          disabled={!ready || !detail.canDelete || detail.state.revertingId !== null}
          title={detail.canDelete ? undefined : m.deleteOnlyAdmins}
          onClick={detail.askDelete}
        >
          {common.delete}
        </Button>
      </div>
    </div>
  );
}
