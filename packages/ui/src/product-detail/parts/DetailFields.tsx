import {
  CHECK_FIELDS_KEY,
  isRemoved,
  type FieldDefinition,
  commonMessages,
  productDetailMessages,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { cx } from '../../theme/cx';
import { Button } from '../../primitives/Button/Button';
import { AddFieldBox } from '../../product-fields/AddFieldBox';
import { ReviewChecksSummary } from '../../product-fields/FieldCheck';
import { FieldGroupList, groupTitle } from '../../product-fields/FieldGroupList';
import type { ProductDetailController } from '@curate/core';
import { DetailFieldRow } from './DetailFieldRow';

/** Props of the detail dialog's field list. */
export interface DetailFieldsProps {
  detail: ProductDetailController;
  /** Called when 'Create new field' is picked in a group's add-field box. */
  onCreateField?: (group: { groupId: string | null; groupName: string }, name: string) => void;
  /** Called after an existing field was added (e.g. to move focus to it). */
  onFieldAdded?: (field: FieldDefinition) => void;
  /** Extra class names on the section. */
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The product's field groups and fields, the values to check first with their summary; in edit mode each group has
 * the add-field box — spec part 1 §2, §5.
 */
export function DetailFields({ detail, onCreateField, onFieldAdded, className, ref }: DetailFieldsProps) {
  const headingId = useId();
  const m = useTexts('productDetail', productDetailMessages);
  const common = useTexts('common', commonMessages);
  const productFields = useTexts('productFields', productFieldsMessages);
  const { product } = detail;
  const editing = detail.mode === 'edit' && detail.state.status !== 'saving';
  // The product's fields and those added since the last save (issue #14).
  const onProduct = useMemo(() => detail.fields.map((f) => f.field_definition_id), [detail.fields]);
  let body: ReactNode;
  if (!product && detail.status === 'error') {
    body = (
      <div role="alert" className="curate-DialogLayout-loadError">
        <p>{common.loadProductFailed(detail.errorMessage ?? '')}</p>
        <Button size="sm" onClick={() => void detail.refetch()}>
          {common.tryAgain}
        </Button>
      </div>
    );
  } else if (!product) {
    body = (
      <p role="status" className="curate-ProductDetail-loading">
        {common.loadingProduct}
      </p>
    );
  } else if (detail.fields.length === 0 && !editing) {
    body = <p className="curate-ProductDetail-empty">{m.noFields}</p>;
  } else {
    body = (
      <>
        <ReviewChecksSummary checks={detail.checks} />
        <FieldGroupList
          groups={detail.groups}
          headingLevel={4}
          countOf={(g) => g.fields.filter((f) => !isRemoved(detail.edits, f.field_definition_id)).length}
          renderField={(field) => <DetailFieldRow detail={detail} field={field} productSources={detail.sources} />}
          renderGroupFooter={(group) =>
            editing &&
            group.key !== CHECK_FIELDS_KEY && (
              <AddFieldBox
                companyId={detail.companyId}
                groupId={group.groupId}
                groupName={groupTitle(group, productFields)}
                exclude={onProduct}
                onAdd={(definition) => void detail.addField(definition).then(() => onFieldAdded?.(definition))}
                onCreate={(name) =>
                  onCreateField?.({ groupId: group.groupId, groupName: groupTitle(group, productFields) }, name)
                }
              />
            )
          }
        />
      </>
    );
  }
  return (
    <section
      ref={ref}
      className={cx('curate-DialogLayout-pane', 'curate-ProductDetail-fields', className)}
      data-slot="product-detail-fields"
      aria-labelledby={headingId}
      tabIndex={0}
    >
      <h3 id={headingId} className="curate-DialogLayout-paneTitle">
        {m.fieldsTitle}
      </h3>
      {body}
    </section>
  );
}
