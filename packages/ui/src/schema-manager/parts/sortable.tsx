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
import { type CSSProperties, type ReactNode, useRef } from 'react';

/** Props of SortableList. */
export interface SortableListProps {
  /** Ids in their current order. */
  ids: string[];
  /** What is moved, for the announcements: 'field' or 'group'. */
  noun: string;
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
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const name = (id: UniqueIdentifier) => `${noun} ${labelOf(String(id))}`;
  const subject = (id: UniqueIdentifier) => `${noun[0]?.toUpperCase()}${noun.slice(1)} ${labelOf(String(id))}`;
  // The drag starts over the item itself: that first 'over' is not a move, so 'Picked up…' stays announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${name(active.id)}. It is at ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over
        ? `${subject(active.id)} was moved to ${position(over.id)}.`
        : `${subject(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${subject(active.id)} was dropped at ${position(over.id)}.` : `${subject(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${subject(active.id)} is back at ${position(active.id)}.`,
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
          draggable: `To pick up a ${noun}, press space or enter. Use the up and down arrow keys to move it. Press space or enter again to drop it in its new place, or escape to cancel.`,
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
  if (!handle) return null;
  return (
    <button
      type="button"
      className="curate-Schema-handle"
      data-slot="drag-handle"
      aria-label={label}
      {...handle}
      aria-roledescription="sortable"
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
