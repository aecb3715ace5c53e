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
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useFetchers, useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { GripIcon } from "~/ui/icons";
import type { InquiryStatus } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import { columnByColumn, columnUnderCard } from "./board-moves";
import { CardFacts, InquiryAge } from "./card-parts";
import { useDashboard } from "./dashboard-context";
import { FollowUpBadge, leadLabel, RepliedBadge, useSavedToast } from "./desk-ui";
import type { InquiryCard } from "./inquiry-cards.server";
import { COLUMN_SIZE } from "./paging";

/** A board column's true count under the filters and how many of its cards the page holds. */
export interface ColumnCount {
  status: InquiryStatus;
  total: number;
  shown: number;
}

/** The status a card shows: the one a move in flight is taking it to, else the stored one. */
function useOptimisticStatuses(inquiries: InquiryCard[]) {
  const moving = new Map<string, InquiryStatus>();
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    if (form?.get("intent") === "status")
      moving.set(String(form.get("id")), form.get("status") as InquiryStatus);
  }
  return inquiries.map((card) => ({ ...card, status: moving.get(card.id) ?? card.status }));
}

/** Staff's board: a column per status, cards moved between them by pointer or keyboard. */
export function InquiryBoard({
  inquiries,
  columns,
  today,
}: {
  inquiries: InquiryCard[];
  columns: ColumnCount[];
  today: string;
}) {
  const { t, href } = useDashboard();
  const d = t.desk.board;
  const cards = useOptimisticStatuses(inquiries);
  const mover = useFetcher({ key: "board-move" });
  // A card moved by keyboard is drawn anew in its new column: its handle takes the focus there.
  const [landed, setLanded] = useState<Landing | null>(null);
  useSavedToast(mover, (result) => (result.ok ? t.desk.toasts.statusUpdated : null));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );
  const nameOf = (id: unknown) => {
    const card = cards.find((item) => item.id === id);
    return card ? leadLabel(card) : "";
  };
  const statusName = (id: unknown) => t.statuses[id as InquiryStatus] ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active }) => fill(d.announce.picked, { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? fill(d.announce.over, { name: nameOf(active.id), status: statusName(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? fill(d.announce.dropped, { name: nameOf(active.id), status: statusName(over.id) })
        : fill(d.announce.cancelled, { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => fill(d.announce.cancelled, { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    const card = cards.find((item) => item.id === active.id);
    if (!card || !over || over.id === card.status) return;
    if (activatorEvent instanceof KeyboardEvent) setLanded({ id: card.id, status: over.id as InquiryStatus });
    mover.submit(
      { intent: "status", id: card.id, status: String(over.id) },
      { method: "post", action: href(`inquiries/${card.id}`) },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderCard}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: d.dragHint } }}
    >
      <ul aria-label={d.columnsLabel} className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {columns.map((column) => (
          <Column
            key={column.status}
            column={column}
            cards={cards.filter((card) => card.status === column.status)}
            today={today}
            landed={landed}
            onLanded={() => setLanded(null)}
          />
        ))}
      </ul>
    </DndContext>
  );
}

/** Where a card moved by keyboard is going, until its handle there has the focus. */
interface Landing {
  id: string;
  status: InquiryStatus;
}

interface Landed {
  landed: Landing | null;
  onLanded(): void;
}

function Column({
  column,
  cards,
  today,
  ...landing
}: { column: ColumnCount; cards: InquiryCard[]; today: string } & Landed) {
  const { t } = useDashboard();
  const { status, total, shown } = column;
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = useId();
  return (
    <li
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`min-h-40 rounded-2xl p-3 transition-colors ${isOver ? "bg-brand-50 ring-2 ring-brand-300" : "bg-ink-50"}`}
    >
      <h3
        id={headingId}
        className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-ink-800"
      >
        {t.statuses[status]}
        <span className="rounded-full bg-white px-2 text-xs text-ink-600 ring-1 ring-ink-200">{total}</span>
      </h3>
      {cards.length === 0 ? (
        <p className="px-1 py-6 text-center text-sm text-ink-500">{t.desk.board.emptyColumn}</p>
      ) : (
        <ul className="space-y-2">
          {cards.map((card) => (
            <BoardCard key={card.id} card={card} today={today} {...landing} />
          ))}
        </ul>
      )}
      {total > shown && <ShowMore status={status} shown={shown} left={total - shown} />}
    </li>
  );
}

function BoardCard({ card, today, landed, onLanded }: { card: InquiryCard; today: string } & Landed) {
  const { t, href } = useDashboard();
  // Cards move once the page's script runs; until then the handle says so by being off.
  const hydrated = useHydrated();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: card.id,
  });
  const handle = useRef<HTMLButtonElement | null>(null);
  const arrived = landed?.id === card.id && landed.status === card.status;
  useEffect(() => {
    if (!arrived) return;
    handle.current?.focus();
    onLanded();
  }, [arrived, onLanded]);
  const name = leadLabel(card);
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`relative rounded-xl border border-ink-200 bg-white p-3 shadow-sm ${isDragging ? "z-10 shadow-lg ring-2 ring-brand-400" : ""}`}
    >
      <div className="flex items-start gap-2">
        <Link
          to={href(`inquiries/${card.id}`)}
          data-inquiry=""
          className="min-w-0 flex-1 font-semibold break-words text-ink hover:text-brand-700 hover:underline"
        >
          {name}
        </Link>
        <button
          type="button"
          ref={(node) => {
            handle.current = node;
            setActivatorNodeRef(node);
          }}
          {...attributes}
          {...listeners}
          disabled={!hydrated}
          aria-label={fill(t.desk.card.move, { name })}
          className="-m-1 cursor-grab touch-none rounded-lg p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink active:cursor-grabbing"
        >
          <GripIcon />
        </button>
      </div>
      <CardFacts card={card} className="mt-1 block text-sm text-ink-600" />
      {card.excerpt && <p className="mt-1 truncate text-sm text-ink-800">{card.excerpt}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-1.5">
        <FollowUpBadge followUpOn={card.followUpOn} today={today} />
        <RepliedBadge repliedAt={card.repliedAt} />
        {card.duplicates > 0 && (
          <span className="inline-flex rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-violet-200">
            {fill(t.desk.card.duplicates, { count: card.duplicates })}
          </span>
        )}
      </div>
      <p className="mt-2 flex justify-between gap-2 text-xs text-ink-600">
        <span className="truncate">{card.assignee?.name ?? t.desk.card.unassigned}</span>
        <InquiryAge createdAt={card.createdAt} today={today} />
      </p>
    </li>
  );
}

/** A column's next cards: a plain link (no script needed) that keeps the filters and the scroll. */
function ShowMore({ status, shown, left }: { status: InquiryStatus; shown: number; left: number }) {
  const { t } = useDashboard();
  const [search] = useSearchParams();
  const next = new URLSearchParams(search);
  next.delete("more");
  for (const value of search.getAll("more")) if (!value.startsWith(`${status}:`)) next.append("more", value);
  next.append("more", `${status}:${shown + COLUMN_SIZE}`);
  return (
    <Link
      to={`?${next}`}
      preventScrollReset
      className="mt-2 block rounded-lg px-2 py-1.5 text-center text-sm font-semibold text-brand-700 hover:bg-white hover:underline"
    >
      {fill(t.desk.board.showMore, { count: Math.min(left, COLUMN_SIZE) })}
    </Link>
  );
}
