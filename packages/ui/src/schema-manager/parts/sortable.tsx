// Drag and drop over @dnd-kit: a vertical sortable list moved by pointer or keyboard, with screen-reader
// announcements naming the item and its position — spec part 2 §2.8, §2.9.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { schemaManagerMessages, useTexts } from '@curate/core';
import { type CSSProperties, type ReactNode, useRef } from 'react';

/** Props of SortableList. */
export interface SortableListProps {
  /** Ids in their current order. */
  ids: string[];
  /** What is moved, for the instructions and announcements: fields or groups. */
  noun: 'field' | 'group';
  /** The item's name, for the announcements. */
  labelOf: (id: string) => string;
  /** Called with the old and new index after a drop that moved the item. */
  onMove: (from: number, to: number) => void;
  /** Where dnd-kit puts its live region and instructions (the widget root); default document.body. */
  container?: Element | null;
  children: ReactNode;
}

/** A sortable vertical list in its own drag context, so items stay inside it. */
export function SortableList({ ids, noun, labelOf, onMove, container, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const m = useTexts('schemaManager', schemaManagerMessages);
  const position = (id: UniqueIdentifier) => m.dragPosition(ids.indexOf(String(id)) + 1, ids.length);
  // The item inside a sentence ('field Product Name') and at its start ('Field Product Name').
  const name = (id: UniqueIdentifier) => (noun === 'field' ? m.dragField : m.dragGroup)(labelOf(String(id)));
  const subject = (id: UniqueIdentifier) =>
    (noun === 'field' ? m.dragFieldStart : m.dragGroupStart)(labelOf(String(id)));
  // The drag starts over the item itself: that first 'over' is not a move, so 'Picked up…' stays announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return m.dragPickedUp(name(active.id), position(active.id));
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? m.dragMoved(subject(active.id), position(over.id)) : m.dragLeft(subject(active.id));
    },
    onDragEnd: ({ active, over }) =>
      over ? m.dragDroppedAt(subject(active.id), position(over.id)) : m.dragDropped(subject(active.id)),
    onDragCancel: ({ active }) => m.dragCancelled(subject(active.id), position(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from !== -1 && to !== -1) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: noun === 'field' ? m.dragInstructionsField : m.dragInstructionsGroup,
        },
        ...(container ? { container } : {}),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A sortable item's style, its drag handle's props and whether it is being dragged. */
export function useSortableItem(id: string, disabled: boolean) {
  const sortable = useSortable({ id, disabled });
  const { transform, transition, isDragging } = sortable;
  const style: CSSProperties = {
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    transition: transition ?? undefined,
  };
  return {
    ref: sortable.setNodeRef,
    style,
    dragging: isDragging,
    handle: disabled
      ? null
      : { ref: sortable.setActivatorNodeRef, ...sortable.attributes, ...(sortable.listeners ?? {}) },
  };
}

/** The drag handle button. */
export function DragHandle({ handle, label }: { handle: ReturnType<typeof useSortableItem>['handle']; label: string }) {
  const m = useTexts('schemaManager', schemaManagerMessages);
  if (!handle) return null;
  return (
    <button
      type="button"
      className="curate-Schema-handle"
      data-slot="drag-handle"
      aria-label={label}
      {...handle}
      aria-roledescription={m.dragRole}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
