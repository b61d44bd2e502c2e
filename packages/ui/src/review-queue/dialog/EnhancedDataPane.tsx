import {
  CHECK_FIELDS_KEY,
  OTHER_FIELDS_GROUP,
  OTHER_FIELDS_KEY,
  checkFirstGroups,
  failureDetail,
  isAdded,
  isRemoved,
  saveFailureAt,
  type FieldDefinition,
  type ReviewSessionController,
  type Source,
  commonMessages,
  productFieldsMessages,
  reviewQueueMessages,
  useTexts,
} from '@curate/core';
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { Button } from '../../primitives/Button/Button';
import { AddFieldBox } from '../../product-fields/AddFieldBox';
import { FieldGroupList, groupTitle } from '../../product-fields/FieldGroupList';
import { PaneNotice } from './InputSection';
import { ReviewFieldRow } from './ReviewFieldRow';

const NO_SOURCES: readonly Source[] = [];

/** Props of the AI-Enhanced Product Data pane. */
export interface EnhancedDataPaneProps {
  session: ReviewSessionController;
  /** Called when 'Create new field' is picked in a group's add-field box. */
  onCreateField: (group: { groupId: string | null; groupName: string }, name: string) => void;
  /** Called after an existing field was picked and joined the pending edits (to move focus to it). */
  onFieldAdded?: (field: FieldDefinition) => void;
  ref?: Ref<HTMLElement>;
}

/**
 * Right pane 'AI-Enhanced Product Data': the fields to check first ('To check'), then the field groups with counts;
 * in edit mode a per-group add-field box — spec part 1 §2.
 */
export function EnhancedDataPane({ session, onCreateField, onFieldAdded, ref }: EnhancedDataPaneProps) {
  const headingId = useId();
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  const common = useTexts('common', commonMessages);
  const productFields = useTexts('productFields', productFieldsMessages);
  const product = session.detail?.product;
  const editing = session.mode === 'edit' && session.status === 'editing';
  // The product's fields and those added since the last save (issue #14).
  const { fields } = session;
  // The fields to check first, then the groups in their sort order; in edit mode empty groups too, so a field
  // can be added to any group.
  const groups = useMemo(
    () => checkFirstGroups(fields, session.fieldGroups, { includeEmptyGroups: editing }),
    [fields, session.fieldGroups, editing],
  );
  const onProduct = useMemo(() => fields.map((f) => f.field_definition_id), [fields]);
  // In edit mode 'Other Fields' is always there, so a field can be added to a product that has none.
  const shownGroups =
    editing && !groups.some((g) => g.key === OTHER_FIELDS_KEY)
      ? [
          ...groups,
          {
            key: OTHER_FIELDS_KEY,
            groupId: null,
            displayName: productFields.otherFields,
            sortOrder: OTHER_FIELDS_GROUP.sort_order,
            fields: [],
          },
        ]
      : groups;
  let body: ReactNode;
  if (!product && session.detailStatus === 'error') {
    body = (
      <div role="alert" className="curate-DialogLayout-loadError">
        <p>{common.loadProductFailed(failureDetail(session.detailError, common.unknownError))}</p>
        <Button size="sm" onClick={() => void session.retryDetail()}>
          {common.tryAgain}
        </Button>
      </div>
    );
  } else if (!product) {
    body = <p role="status">{common.loadingProduct}</p>;
  } else if (fields.length === 0 && !editing) {
    body = <PaneNotice title={reviewQueue.noEnhancedFields} />;
  } else {
    body = (
      <FieldGroupList
        groups={shownGroups}
        headingLevel={4}
        countOf={(g) => g.fields.filter((f) => !isRemoved(session.edits, f.field_definition_id)).length}
        renderField={(field) => (
          <ReviewFieldRow
            field={field}
            productSources={session.detail?.sources ?? NO_SOURCES}
            editing={editing}
            saving={session.status === 'saving'}
            removed={isRemoved(session.edits, field.field_definition_id)}
            pendingDraft={session.edits.pending[field.field_definition_id]}
            options={session.fieldOptions[field.field_definition_id]}
            saveError={saveFailureAt(session.edits, field.field_definition_id)}
            added={isAdded(session.edits, field.field_definition_id)}
            actions={session}
          />
        )}
        renderGroupFooter={(group) =>
          editing &&
          group.key !== CHECK_FIELDS_KEY && (
            <AddFieldBox
              companyId={session.companyId}
              groupId={group.groupId}
              groupName={groupTitle(group, productFields)}
              exclude={onProduct}
              onAdd={(definition) => {
                void session.addField(definition).then(() => onFieldAdded?.(definition));
              }}
              onCreate={(name) =>
                onCreateField({ groupId: group.groupId, groupName: groupTitle(group, productFields) }, name)
              }
            />
          )
        }
      />
    );
  }
  return (
    <section
      ref={ref}
      className="curate-DialogLayout-pane curate-ReviewDialog-pane"
      data-slot="enhanced-pane"
      aria-labelledby={headingId}
      tabIndex={0}
    >
      <h3 id={headingId} className="curate-DialogLayout-paneTitle">
        {reviewQueue.enhancedTitle}
      </h3>
      {body}
    </section>
  );
}
