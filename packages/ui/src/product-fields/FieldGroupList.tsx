import {
  CHECK_FIELDS_KEY,
  OTHER_FIELDS_KEY,
  type FieldGroupView,
  type ProductField,
  productFieldsMessages,
  useTexts,
} from '@curate/core';
import { createElement, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../theme/cx';
import { Badge } from '../primitives/Badge/Badge';

/** Props of FieldGroupList; other div attributes pass through. */
/**
 * A group's title in the provider's words: 'Other Fields' (fields without a group) and 'To check' (the fields that
 * need a check, shown first) are messages, the rest are data.
 */
export const groupTitle = (
  group: Pick<FieldGroupView, 'key' | 'displayName'>,
  m: { otherFields: string; checkGroup: string },
): string =>
  group.key === OTHER_FIELDS_KEY ? m.otherFields : group.key === CHECK_FIELDS_KEY ? m.checkGroup : group.displayName;

export interface FieldGroupListProps<F extends ProductField = ProductField>
  extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The groups to show, in order (see groupFields). */
  groups: readonly FieldGroupView<F>[];
  /** Renders one field. */
  renderField: (field: F, group: FieldGroupView<F>) => ReactNode;
  /** Renders below a group's fields (e.g. the add-field box); default nothing. */
  renderGroupFooter?: (group: FieldGroupView<F>) => ReactNode;
  /** Heading level of the group names; default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** How many fields a group counts, e.g. without removed ones; default its field count. */
  countOf?: (group: FieldGroupView<F>) => number;
}

function GroupSection<F extends ProductField>({
  group,
  renderField,
  renderGroupFooter,
  headingLevel,
  countOf,
}: Omit<FieldGroupListProps<F>, 'groups'> & { group: FieldGroupListProps<F>['groups'][number]; headingLevel: number }) {
  const headingId = useId();
  const count = countOf ? countOf(group) : group.fields.length;
  const m = useTexts('productFields', productFieldsMessages);
  return (
    <section
      className="curate-FieldGroupList-group"
      data-slot="field-group"
      data-group={group.key}
      aria-labelledby={headingId}
    >
      {createElement(
        `h${headingLevel}`,
        { id: headingId, className: 'curate-FieldGroupList-heading' },
        groupTitle(group, m),
        ' ',
        <Badge key="count" size="sm" className="curate-FieldGroupList-count" aria-label={m.fieldCount(count)}>
          {count}
        </Badge>,
      )}
      {group.fields.length > 0 && (
        <ul className="curate-FieldGroupList-fields">
          {group.fields.map((field) => (
            <li key={field.field_definition_id} className="curate-FieldGroupList-field" data-slot="field-group-item">
              {renderField(field, group)}
            </li>
          ))}
        </ul>
      )}
      {renderGroupFooter?.(group)}
    </section>
  );
}

/** Field groups with their field counts, each field rendered by the caller — spec part 1 §2 ('Other Fields' last). */
export function FieldGroupList<F extends ProductField = ProductField>({
  groups,
  renderField,
  renderGroupFooter,
  headingLevel = 3,
  countOf,
  className,
  ...rest
}: FieldGroupListProps<F>) {
  return (
    <div {...rest} className={cx('curate-FieldGroupList', className)} data-slot="field-group-list">
      {groups.map((group) => (
        <GroupSection
          key={group.key}
          group={group}
          renderField={renderField}
          renderGroupFooter={renderGroupFooter}
          headingLevel={headingLevel}
          countOf={countOf}
        />
      ))}
    </div>
  );
}
