/**
 * The board's drag and drop (dnd-kit), a module of its own: the board loads it once it is switched
 * on and the browser is idle, or at the first press of a handle if that comes first
 * (docs/decisions/0070-board-before-its-drag-code.md). It draws nothing of the board: its
 * droppables take the columns' nodes and its one draggable the armed card's (0060), both found
 * by the board, which stays the same page without it.
 */
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type RefObject, useLayoutEffect } from "react";
import type { InquiryStatus } from "../../domain/inquiries";
import { columnByColumn, columnUnderCard } from "./board-moves";

type Drag = ReturnType<typeof useDraggable>;
export type Listeners = NonNullable<Drag["listeners"]>;

/** What the card's draggable tells it while it is one: where the pointer has it, whether it is held. */
export interface Held {
  transform: Drag["transform"];
  isDragging: boolean;
}

/** The card a press made the board's draggable: its handle, where its listeners go, how it is told it is held. */
export interface ArmedCard {
  id: string;
  handle: RefObject<HTMLButtonElement | null>;
  listeners: RefObject<Listeners | null>;
  onHeld(held: Held | null): void;
}

export interface BoardDragProps {
  /** The columns' nodes by status, filled in by the board as it draws them. */
  columns: RefObject<Map<InquiryStatus, HTMLElement>>;
  statuses: InquiryStatus[];
  armed: ArmedCard | null;
  announcements: Announcements;
  dragHint: string;
  onDragEnd(event: DragEndEvent): void;
  /** The column a card is held over (ringed by the board), or null. */
  onOver(status: InquiryStatus | null): void;
}

export function BoardDrag({
  columns,
  statuses,
  armed,
  announcements,
  dragHint,
  onDragEnd,
  onOver,
}: BoardDragProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // At once: a smooth scroll still under way when the next key or the drop comes misses the column.
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn, scrollBehavior: "instant" }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderCard}
      onDragOver={({ over }) => onOver(over ? (over.id as InquiryStatus) : null)}
      onDragEnd={(event) => {
        onOver(null);
        onDragEnd(event);
      }}
      onDragCancel={() => onOver(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: dragHint } }}
    >
      {statuses.map((status) => (
        <Droppable key={status} id={status} columns={columns} />
      ))}
      {armed && <Draggable key={armed.id} {...armed} />}
    </DndContext>
  );
}

function Droppable({ id, columns }: { id: InquiryStatus; columns: BoardDragProps["columns"] }) {
  const { setNodeRef } = useDroppable({ id });
  useLayoutEffect(() => setNodeRef(columns.current.get(id) ?? null), [setNodeRef, columns, id]);
  return null;
}

/**
 * The armed card's draggable: it binds the card (the handle's item) and its handle as the
 * draggable's nodes, leaves its listeners where the handle hands presses on, and tells the card
 * where it is held.
 */
function Draggable({ id, handle, listeners, onHeld }: ArmedCard) {
  const draggable = useDraggable({ id });
  const { setNodeRef, setActivatorNodeRef, transform, isDragging } = draggable;
  useLayoutEffect(() => {
    setNodeRef(handle.current?.closest("li") ?? null);
    setActivatorNodeRef(handle.current);
  }, [setNodeRef, setActivatorNodeRef, handle]);
  useLayoutEffect(() => {
    listeners.current = draggable.listeners ?? null;
  });
  useLayoutEffect(
    () => () => {
      listeners.current = null;
    },
    [listeners],
  );
  useLayoutEffect(() => onHeld({ transform, isDragging }), [onHeld, transform, isDragging]);
  useLayoutEffect(() => () => onHeld(null), [onHeld]);
  return null;
}
