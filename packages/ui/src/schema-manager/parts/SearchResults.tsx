import {
  type FieldDefinition,
  type FieldGroup,
  type SchemaSection,
  schemaManagerMessages,
  useTexts,
} from '@curate/core';
import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { StaticFieldCard } from './FieldCard';
import { atValues } from '../../internal/Formatted';
import { GroupActions } from './GroupCard';

/** Props of SearchResults. */
export interface SearchResultsProps {
  /** The sections holding matches (useSchemaManager's `sections` while searching). */
  sections: readonly SchemaSection[];
  /** The search term, highlighted in the cards. */
  term: string;
  onEditGroup: (group: FieldGroup) => void;
  onDeleteGroup: (group: FieldGroup) => void;
  onAddField: (groupId: string | null) => void;
  onEditField: (field: FieldDefinition) => void;
  onDeleteField: (field: FieldDefinition) => void;
  /** Rows drawn beyond the visible ones, above and below; default 4. */
  overscan?: number;
}

type Row =
  | { kind: 'group'; key: string; section: SchemaSection }
  | { kind: 'field'; key: string; field: FieldDefinition };

/** Estimated heights before a row is measured (a group's head; a card with help text and samples). */
const GROUP_ROW_PX = 44;
const FIELD_ROW_PX = 96;
/** Gap between rows (--curate-space-2). */
const ROW_GAP_PX = 8;
/** The box's height before it is measured, so the first keystroke already draws the rows in view. */
const INITIAL_RECT = { width: 0, height: 720 };

/**
 * A row's height without a synchronous layout: the ResizeObserver's, else the last measured, else the estimate.
 * The rows flow in the list (padding stands for the rows out of view), so a row drawn at an estimated size
 * still shows at its real size; the observer's report, right after the browser's layout, corrects the total.
 * The default reads offsetHeight when a row mounts, which forces a layout inside the keystroke's commit.
 */
function rowHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<HTMLDivElement, Element>,
) {
  const observed = entry?.borderBoxSize?.[0]?.blockSize;
  if (observed !== undefined) return Math.round(observed);
  const index = list.indexFromElement(element);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
}

/**
 * The box's size from a ResizeObserver only (first report right after the browser's first layout), the
 * initial rect until then. The default reads clientHeight when the list mounts, forcing a layout inside
 * the first keystroke's commit.
 */
function observeBoxSize(
  list: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  const box = list.scrollElement;
  if (!box) return;
  const read = () => report({ width: box.clientWidth, height: box.clientHeight });
  const Observer = box.ownerDocument.defaultView?.ResizeObserver;
  if (!Observer) return read();
  const observer = new Observer(read);
  observer.observe(box);
  return () => observer.disconnect();
}

/** Scrolls the box, unless it is already there (the virtualiser scrolls a new box to 0 as it mounts). */
const scrollBox: typeof elementScroll<HTMLDivElement> = (offset, options, list) => {
  if (offset + (options.adjustments ?? 0) === (list.scrollOffset ?? 0)) return;
  elementScroll(offset, options, list);
};

/**
 * The search results — spec part 2 §2.8, §2.9: each group holding matches, as its head, then its matching
 * field cards with the term highlighted; no drag and drop (off while searching). One list virtualised in its
 * own scroll box: only the rows in view are in the DOM, so a keystroke matching hundreds of fields draws
 * in a frame.
 */
export function SearchResults({
  sections,
  term,
  onEditGroup,
  onDeleteGroup,
  onAddField,
  onEditField,
  onDeleteField,
  overscan = 4,
}: SearchResultsProps) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  const rows = useMemo(
    () =>
      sections.flatMap((section): Row[] => [
        { kind: 'group', key: `group:${section.key}`, section },
        ...section.fields.map((field): Row => ({ kind: 'field', key: field.id, field })),
      ]),
    [sections],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? GROUP_ROW_PX : FIELD_ROW_PX),
    getItemKey: (index) => rows[index]?.key ?? index,
    gap: ROW_GAP_PX,
    overscan,
    initialRect: INITIAL_RECT,
    measureElement: rowHeight,
    observeElementRect: observeBoxSize,
    scrollToFn: scrollBox,
  });
  // A new term shows its results from the top.
  const shownTerm = useRef(term);
  useLayoutEffect(() => {
    if (shownTerm.current === term) return;
    shownTerm.current = term;
    // The offset the virtualiser follows from scroll events: writing scrollTop at 0 would force a layout.
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={m.searchResults}
      // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="curate-Schema-results"
      data-slot="search-results"
    >
      <ul
        className="curate-Schema-fields curate-Schema-resultList"
        aria-label={m.matchingFields}
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {items.map((item) => {
          const row = rows[item.index]!;
          if (row.kind === 'field')
            return (
              <StaticFieldCard
                key={row.key}
                itemRef={virtualizer.measureElement}
                index={item.index}
                field={row.field}
                term={term}
                onEdit={onEditField}
                onDelete={onDeleteField}
              />
            );
          const { group, fields } = row.section;
          const title = group?.display_name ?? m.ungroupedFields;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className="curate-Schema-resultGroup"
              data-slot="result-group"
              data-group={group?.name ?? 'ungrouped'}
            >
              <div className="curate-Schema-groupHead">
                <span className="curate-Schema-resultGroupTitle">
                  <strong>{title}</strong>
                  <span className="curate-Schema-count">{atValues(m.fieldCount(fields.length), [fields.length])}</span>
                </span>
                <GroupActions
                  group={group}
                  title={title}
                  onEditGroup={onEditGroup}
                  onDeleteGroup={onDeleteGroup}
                  onAddField={onAddField}
                />
              </div>
              {group?.description && <p className="curate-Schema-groupDescription">{group.description}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
