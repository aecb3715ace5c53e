import type { Announcements, DragEndEvent } from "@dnd-kit/core";
import {
  memo,
  type PointerEvent as Pressed,
  type KeyboardEvent as PressedKey,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import {
  type FetcherWithComponents,
  Link,
  useFetcher,
  useFetchers,
  useLocation,
  useNavigate,
  useSearchParams,
} from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { addressText } from "~/ui/address-text";
import { isPlainClick } from "~/ui/plain-click";
import type { InquiryStatus } from "../../domain/inquiries";
import { fill } from "../auth/fill";
import type { ArmedCard, Held, Listeners } from "./board-drag";
import { cardFacts } from "./card-facts";
import { inquiryAgeTime, useCardWords } from "./card-parts";
import { useDashboard } from "./dashboard-context";
import { FollowUpBadge, leadLabel, RepliedBadge, useSavedToast } from "./desk-ui";
import type { InquiryCard } from "./inquiry-cards.server";
import { COLUMN_SIZE } from "./paging";

type DragModule = typeof import("./board-drag");
let dragModule: Promise<DragModule> | undefined;
/** The drag code, asked for once; a failed fetch is asked for again at the next press. */
function loadDrag() {
  dragModule ??= import("./board-drag").catch((error: unknown) => {
    dragModule = undefined;
    throw error;
  });
  return dragModule;
}

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
  // A card not moving stays the same object, so its memoised drawing is kept.
  return inquiries.map((card) => {
    const status = moving.get(card.id);
    return status && status !== card.status ? { ...card, status } : card;
  });
}

/**
 * Cards moved on this board as they were dropped. A column shows only its newest cards, so a card
 * older than those would leave the board when the page is read again after its move, and the
 * focus a keyboard move keeps on it with it. It stays in its new column, below the newest, until
 * the address changes; whenever the page's own data holds the card, that copy is drawn instead.
 */
function useMovedCards(inquiries: InquiryCard[], mover: FetcherWithComponents<unknown>) {
  const { search } = useLocation();
  const [moved, setMoved] = useState<{ search: string; cards: InquiryCard[] }>({ search, cards: [] });
  const without = (id: string) =>
    moved.search === search ? moved.cards.filter((kept) => kept.id !== id) : [];
  // The card of the move in flight, until its answer: refused, it is not kept with a status it does not have.
  const answering = useRef<string | null>(null);
  const keep = (card: InquiryCard) => {
    answering.current = card.id;
    setMoved({ search, cards: [...without(card.id), card] });
  };
  const { state, data } = mover;
  useEffect(() => {
    const id = answering.current;
    if (state !== "idle" || !data || !id) return;
    answering.current = null;
    if ((data as { ok?: boolean }).ok === false)
      setMoved((before) => ({ ...before, cards: before.cards.filter((card) => card.id !== id) }));
  }, [state, data]);
  const read = new Set(inquiries.map((card) => card.id));
  const left = moved.search === search ? moved.cards.filter((card) => !read.has(card.id)) : [];
  return [left.length > 0 ? [...inquiries, ...left] : inquiries, keep] as const;
}

/**
 * The board, its handles off until the page's script runs (a press before would do nothing). One
 * fieldset switches them all on, so the board and its eighty cards are not drawn again for it.
 */
export function InquiryBoard(props: BoardProps) {
  return (
    <fieldset disabled={!useHydrated()} className="contents">
      <Board {...props} />
    </fieldset>
  );
}

interface BoardProps {
  inquiries: InquiryCard[];
  columns: ColumnCount[];
  today: string;
}

/**
 * Staff's board: a column per status, cards moved between them by pointer or keyboard.
 *
 * Only the card being moved is a dnd-kit draggable (docs/decisions/0060-desk-board-at-speed.md):
 * the others draw a plain handle, and the handle a person presses or picks up by keyboard is
 * switched into a draggable there and then, the same press handed on to it. Eighty draggables
 * made the page's hydration and every step of a drag redraw all eighty cards. The drag code
 * itself (./board-drag.tsx) is loaded once the board is switched on and the browser is idle, or
 * by the first press (docs/decisions/0070-board-before-its-drag-code.md).
 */
function Board({ inquiries, columns, today }: BoardProps) {
  const { t, href } = useDashboard();
  const d = t.desk.board;
  const mover = useFetcher({ key: "board-move" });
  const [drawn, keepMoved] = useMovedCards(inquiries, mover);
  const cards = useOptimisticStatuses(drawn);
  const [drag, setDrag] = useState<DragModule | null>(null);
  const loaded = useRef<DragModule | null>(null);
  const [armed, setArmed] = useState<ArmedCard | null>(null);
  const [over, setOver] = useState<InquiryStatus | null>(null);
  const columnNodes = useRef(new Map<InquiryStatus, HTMLElement>());
  // A card moved by keyboard is drawn anew in its new column: its handle takes the focus there.
  const [landed, setLanded] = useState<Landing | null>(null);
  const onLanded = useCallback(() => setLanded(null), []);
  const board = useRef<HTMLUListElement | null>(null);
  const keepFocusInSight = useFocusInSightAfterMove(mover, board);
  useFollowCardLinks(board);
  const hintId = useId();
  useSavedToast(mover, (result) => (result.ok ? t.desk.toasts.statusUpdated : null));

  const show = useCallback((module: DragModule) => {
    loaded.current = module;
    flushSync(() => setDrag(module));
  }, []);
  useEffect(() => {
    let live = true;
    const load = () =>
      loadDrag().then(
        (module) => live && !loaded.current && show(module),
        () => undefined,
      );
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(load, 200) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [show]);

  // The first press makes its card the draggable at once, then is handed to the draggable as its
  // own; pressed before the drag code is in, once it is (a pointer let go meanwhile pressed nothing).
  const onPress = useCallback(
    (card: ArmedCard, event: Pressed | PressedKey, kind: "onPointerDown" | "onKeyDown") => {
      const handOn = () => {
        if (!card.listeners.current) flushSync(() => setArmed(card));
        card.listeners.current?.[kind]?.(event);
      };
      if (loaded.current) return handOn();
      let released = false;
      const release = () => {
        released = true;
      };
      if (kind === "onPointerDown") window.addEventListener("pointerup", release, { once: true });
      loadDrag().then(
        (module) => {
          window.removeEventListener("pointerup", release);
          if (!loaded.current) show(module);
          if (!released) handOn();
        },
        () => window.removeEventListener("pointerup", release),
      );
    },
    [show],
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
    const status = over.id as InquiryStatus;
    if (activatorEvent instanceof KeyboardEvent) {
      setLanded({ id: card.id, status });
      keepFocusInSight();
    }
    keepMoved({ ...card, status });
    mover.submit(
      { intent: "status", id: card.id, status },
      { method: "post", action: href(`inquiries/${card.id}`) },
    );
  };

  return (
    <>
      <p id={hintId} hidden>
        {d.dragHint}
      </p>
      <ul
        ref={board}
        aria-label={d.columnsLabel}
        className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4"
      >
        {columns.map((column) => (
          <Column key={column.status} column={column} isOver={over === column.status} nodes={columnNodes}>
            {cards
              .filter((card) => card.status === column.status)
              .map((card) => (
                <BoardCard
                  key={card.id}
                  card={card}
                  today={today}
                  hintId={hintId}
                  onPress={onPress}
                  arrived={landed?.id === card.id && landed.status === card.status}
                  onLanded={onLanded}
                />
              ))}
          </Column>
        ))}
      </ul>
      {drag && (
        <drag.BoardDrag
          columns={columnNodes}
          statuses={columns.map((column) => column.status)}
          armed={armed}
          announcements={announcements}
          dragHint={d.dragHint}
          onDragEnd={onDragEnd}
          onOver={setOver}
        />
      )}
    </>
  );
}

/**
 * A card dropped by keyboard takes the focus where it lands, but the move's reload can then place
 * it elsewhere in its column, out of sight, and a focused element is not scrolled to again. Once
 * that reload has landed, the handle holding the focus on the board is brought back into sight;
 * other reloads leave the view where the person scrolled it. Returns what the drop calls.
 */
function useFocusInSightAfterMove(
  mover: FetcherWithComponents<unknown>,
  board: RefObject<HTMLElement | null>,
) {
  const move = useRef<"dropped" | "saving" | null>(null);
  const { state } = mover;
  useEffect(() => {
    if (state !== "idle") {
      if (move.current) move.current = "saving";
      return;
    }
    if (move.current !== "saving") return;
    move.current = null;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && board.current?.contains(focused))
      focused.scrollIntoView({ block: "nearest" });
  }, [state, board]);
  return useCallback(() => {
    move.current = "dropped";
  }, []);
}

/**
 * The cards' names are plain anchors, followed within the page as a router link would be: a plain
 * click (or Enter, which clicks) on one navigates without reloading; a click meant for another tab
 * or window, or a download, is left to the browser. One listener on the board instead of eighty
 * links, each a dozen hooks to hydrate (docs/decisions/0084-the-board-s-card-without-components-of-its-own.md).
 */
function useFollowCardLinks(board: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const node = board.current;
    if (!node) return;
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-inquiry]") : null;
      if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event)) return;
      if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    };
    node.addEventListener("click", follow);
    return () => node.removeEventListener("click", follow);
  }, [board, navigate]);
}

/** Where a card moved by keyboard is going, until its handle there has the focus. */
interface Landing {
  id: string;
  status: InquiryStatus;
}

function Column({
  column,
  isOver,
  nodes,
  children,
}: {
  column: ColumnCount;
  /** A card is held over it. */
  isOver: boolean;
  /** Where the column's node is kept for the drag code's droppable. */
  nodes: RefObject<Map<InquiryStatus, HTMLElement>>;
  children: ReactNode[];
}) {
  const { t } = useDashboard();
  const { status, total, shown } = column;
  // Cards moved here past its newest are drawn too (useMovedCards): not left to show.
  const drawn = Math.max(shown, children.length);
  const headingId = useId();
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      if (node) nodes.current.set(status, node);
      else nodes.current.delete(status);
    },
    [nodes, status],
  );
  return (
    <li
      ref={ref}
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
      {children.length === 0 ? (
        <p className="px-1 py-6 text-center text-sm text-ink-500">{t.desk.board.emptyColumn}</p>
      ) : (
        <ul className="space-y-2">{children}</ul>
      )}
      {total > drawn && <ShowMore status={status} shown={shown} left={total - drawn} />}
    </li>
  );
}

interface BoardCardProps {
  card: InquiryCard;
  today: string;
  /** The id of the board's drag instructions, which the handle is described by. */
  hintId: string;
  /** A press of the handle, handed to the board's drag code (the card armed first). */
  onPress(card: ArmedCard, event: Pressed | PressedKey, kind: "onPointerDown" | "onKeyDown"): void;
  /** Moved here by keyboard: its handle takes the focus. */
  arrived: boolean;
  onLanded(): void;
}

/** A card, drawn again only when it changes (a drag redraws the card held, not the board). */
const BoardCard = memo(function BoardCard({
  card,
  today,
  hintId,
  onPress,
  arrived,
  onLanded,
}: BoardCardProps) {
  const { t, href } = useDashboard();
  const words = useCardWords();
  const handle = useRef<HTMLButtonElement | null>(null);
  const listeners = useRef<Listeners | null>(null);
  const [held, setHeld] = useState<Held | null>(null);
  const armed = useMemo<ArmedCard>(() => ({ id: card.id, handle, listeners, onHeld: setHeld }), [card.id]);
  useEffect(() => {
    if (!arrived) return;
    handle.current?.focus();
    onLanded();
  }, [arrived, onLanded]);
  const name = leadLabel(card);
  const transform = held?.transform;
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      style={style}
      className={`relative rounded-xl border border-ink-200 bg-white p-3 shadow-sm [contain-intrinsic-size:auto_9rem] [content-visibility:auto] ${held?.isDragging ? "z-10 shadow-lg ring-2 ring-brand-400" : ""}`}
    >
      {/* A plain anchor: the board follows it within the page (useFollowCardLinks), not a router link per card. */}
      <a
        href={href(`inquiries/${card.id}`)}
        data-inquiry=""
        className="block pe-7 font-semibold break-words text-ink hover:text-brand-700 hover:underline"
      >
        {addressText(name)}
      </a>
      {/* Placed over the card's corner, its grip drawn by CSS: two elements per card fewer to hydrate. */}
      <button
        type="button"
        ref={handle}
        onPointerDown={(event) => onPress(armed, event, "onPointerDown")}
        onKeyDown={(event) => onPress(armed, event, "onKeyDown")}
        aria-label={fill(t.desk.card.move, { name })}
        aria-roledescription="draggable"
        aria-describedby={hintId}
        aria-pressed={held?.isDragging ? true : undefined}
        className="grip-handle absolute end-2 top-2 cursor-grab touch-none rounded-lg p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink active:cursor-grabbing"
      />
      <span className="mt-1 block text-sm text-ink-600">{cardFacts(card, words.labels)}</span>
      {card.excerpt && <p className="mt-1 truncate text-sm text-ink-800">{card.excerpt}</p>}
      {(card.followUpOn || card.repliedAt || card.duplicates > 0) && (
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          <FollowUpBadge followUpOn={card.followUpOn} today={today} />
          <RepliedBadge repliedAt={card.repliedAt} />
          {card.duplicates > 0 && (
            <span className="inline-flex rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-violet-200">
              {fill(t.desk.card.duplicates, { count: card.duplicates })}
            </span>
          )}
        </div>
      )}
      <p className="mt-2 flex justify-between gap-2 text-xs text-ink-600">
        <span className="truncate">{card.assignee?.name ?? t.desk.card.unassigned}</span>
        {inquiryAgeTime(card, today, words)}
      </p>
    </li>
  );
});

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
