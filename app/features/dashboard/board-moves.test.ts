import type { ClientRect, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { describe, expect, it, vi } from "vitest";
import { columnByColumn, columnUnderCard } from "./board-moves";

type Args = Parameters<KeyboardCoordinateGetter>[1];

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

/** Four columns side by side, 300 px wide, as on a wide screen. */
const columns = new Map(
  ["pending", "in_progress", "completed", "lost"].map((id, index) => [id, rect(index * 320, 100, 300, 600)]),
);

/** Columns as dnd-kit keeps them: each with its node, whose rect is where the page has it now. */
const nodes = (now: Map<string, ClientRect>) =>
  new Map(
    [...now].map(([id, where]) => [
      id,
      { id, node: { current: { isConnected: true, getBoundingClientRect: () => where } } },
    ]),
  );

/**
 * The keyboard getter's arguments for a held `card`: `over` is what the collision pass found, if it
 * ran yet; `measured` where dnd-kit measured the columns, `now` where the page has them.
 */
function heldCard(options: {
  card: ClientRect;
  over: string | null;
  measured: Map<string, ClientRect>;
  now?: Map<string, ClientRect>;
  scrollableAncestors?: unknown[];
}): Args {
  const { card, over, measured, now = measured, scrollableAncestors = [] } = options;
  return {
    active: "card-1",
    currentCoordinates: { x: card.left, y: card.top },
    context: {
      active: { id: "card-1" },
      collisionRect: card,
      droppableRects: measured,
      droppableContainers: nodes(now),
      over: over ? { id: over } : null,
      scrollableAncestors,
    },
  } as unknown as Args; // The sensor context has dozens of fields; the getter reads these six.
}

/** A card picked up in "in progress" on a wide screen. */
const pickedUp = (over: string | null, now = columns) =>
  heldCard({ card: rect(340, 160, 260, 90), over, measured: columns, now });

// Only the key's code is read, and its own action stopped.
const press = (code: string) => ({ code, preventDefault: vi.fn() }) as unknown as KeyboardEvent;
const columnAt = (x: number) => [...columns].find(([, column]) => x >= column.left && x <= column.right)?.[0];

describe("columnByColumn", () => {
  it("moves the card one column on from the column it is over, the page left where it is", () => {
    const args = pickedUp("in_progress");
    const scrollBy = vi.fn();
    Object.assign(args.context, { scrollableAncestors: [{ scrollTop: 0, scrollBy }] });
    const moved = columnByColumn(press("ArrowRight"), args);
    expect(columnAt((moved as { x: number }).x)).toBe("completed");
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("before the first collision pass, moves one column on from the column holding the card", () => {
    const moved = columnByColumn(press("ArrowRight"), pickedUp(null));
    expect(columnAt((moved as { x: number }).x)).toBe("completed");
    const back = columnByColumn(press("ArrowLeft"), pickedUp(null));
    expect(columnAt((back as { x: number }).x)).toBe("pending");
  });

  it("beside each other, keeps the card at its height on the screen, within the next column", () => {
    // Scrolled down a full board: the columns' tops are above the screen, the card far below them.
    const scrolled = new Map([...columns].map(([id, { left }]) => [id, rect(left, -900, 300, 1800)]));
    const args = pickedUp("in_progress", scrolled);
    Object.assign(args.context, { droppableRects: scrolled });
    const moved = columnByColumn(press("ArrowRight"), args) as { x: number; y: number };
    expect(columnAt(moved.x)).toBe("completed");
    expect(moved.y).toBe(160);
    // A short column it cannot keep its height in: at the column's bottom, still inside it.
    const short = new Map(
      [...scrolled].map(([id, where]) => [
        id,
        id === "completed" ? rect(where.left, -900, 300, 1000) : where,
      ]),
    );
    const low = columnByColumn(press("ArrowRight"), pickedUp("in_progress", short)) as { y: number };
    expect(low.y).toBe(100 - 90);
  });

  it("stays at the last column and ignores other keys", () => {
    const moved = columnByColumn(press("ArrowRight"), pickedUp("lost"));
    expect(columnAt((moved as { x: number }).x)).toBe("lost");
    expect(columnByColumn(press("KeyA"), pickedUp("pending"))).toBeUndefined();
  });

  it("aims at where the next column is now, not where it was when the card was picked up", () => {
    // Stacked: the previous move's reload landed after the pick-up and gave the column above a
    // card, so every column below it stands 178 px lower than dnd-kit measured.
    const measured = new Map([
      ["pending", rect(0, -5195, 360, 2706)],
      ["in_progress", rect(0, -2473, 360, 2982)],
      ["completed", rect(0, 525, 360, 2844)],
    ]);
    const now = new Map(
      [...measured].map(([id, { left, top, width, height }]) => [
        id,
        rect(left, top + (id === "pending" ? 0 : 178), width, id === "pending" ? height + 178 : height),
      ]),
    );
    const args = pickedUp("in_progress", now);
    args.context.droppableRects = measured;
    const moved = columnByColumn(press("ArrowDown"), args) as { y: number };
    expect(moved.y).toBe(525 + 178 + 48);
  });

  it("keeps the arrow from scrolling the page by itself: the sensor scrolls it to the column", () => {
    const arrow = press("ArrowDown");
    columnByColumn(arrow, pickedUp("pending"));
    expect(arrow.preventDefault).toHaveBeenCalled();
    const other = press("KeyA");
    columnByColumn(other, pickedUp("pending"));
    expect(other.preventDefault).not.toHaveBeenCalled();
  });
});

describe("columnByColumn on a phone, the columns one below the other", () => {
  const stackedColumns = new Map([
    ["pending", rect(0, 100, 360, 3000)],
    ["in_progress", rect(0, 3116, 360, 3000)],
  ]);
  /** The page, scrolled to `top`, at most to `end`. */
  const page = (top: number, end: number) => {
    const scroller = {
      scrollTop: top,
      scrollBy: vi.fn(({ top: by }: { top: number }) => {
        scroller.scrollTop = Math.min(end, Math.max(0, scroller.scrollTop + by));
      }),
    };
    return scroller;
  };
  /** A card held 300 px down the screen in "pending". */
  const held = (scroller: ReturnType<typeof page>, over = "pending") =>
    heldCard({
      card: rect(12, 300, 336, 130),
      over,
      measured: stackedColumns,
      scrollableAncestors: [scroller],
    });
  const distance = 3116 + 48 - 300;

  it("Right scrolls the page to the next column below, the card held where it is on the screen", () => {
    const scroller = page(0, 20_000);
    expect(columnByColumn(press("ArrowRight"), held(scroller))).toEqual({ x: 12, y: 300 });
    expect(scroller.scrollTop).toBe(distance);
  });

  it("Left scrolls the page back up to the column above", () => {
    const scroller = page(5000, 20_000);
    const card = held(scroller, "in_progress");
    card.context.collisionRect = rect(12, 300, 336, 130);
    expect(columnByColumn(press("ArrowLeft"), card)).toEqual({ x: 12, y: 300 });
    expect(scroller.scrollTop).toBe(5000 + 148 - 300);
  });

  it("where the page ends, scrolls what it can and moves the card the rest of the way", () => {
    const scroller = page(0, 2000);
    expect(columnByColumn(press("ArrowRight"), held(scroller))).toEqual({ x: 12, y: 300 + distance - 2000 });
    expect(scroller.scrollTop).toBe(2000);
  });

  it("leaves Up and Down to the sensor, which scrolls along their own axis", () => {
    const scroller = page(0, 20_000);
    expect(columnByColumn(press("ArrowDown"), held(scroller))).toEqual({ x: 12, y: 3116 + 48 });
    expect(scroller.scrollBy).not.toHaveBeenCalled();
  });
});

describe("columnUnderCard", () => {
  /** Stacked as on a phone: a short "pending" column above a full "in progress" one. */
  const stacked = new Map([
    ["pending", rect(0, 100, 360, 160)],
    ["in_progress", rect(0, 276, 360, 3600)],
  ]);
  /**
   * The column found first. `measured`: the columns' rects as dnd-kit measured them at pick-up;
   * `now`: where the page has them (the same unless something moved them since).
   */
  type Columns = Map<string, ClientRect>;
  const detect = (
    card: ClientRect,
    {
      measured = stacked,
      now = measured,
      pointer = null,
    }: { measured?: Columns; now?: Columns; pointer?: { x: number; y: number } | null } = {},
  ) =>
    columnUnderCard({
      active: { id: "card-1" },
      collisionRect: card,
      droppableRects: measured,
      droppableContainers: [...nodes(now).values()],
      pointerCoordinates: pointer,
    } as unknown as Parameters<typeof columnUnderCard>[0])[0]?.id;

  it("takes the column holding a card moved by keyboard, though another column's centre is nearer", () => {
    // Where columnByColumn puts a card: 48 px into the column's top.
    expect(detect(rect(12, 276 + 48, 336, 90))).toBe("in_progress");
  });

  it("between columns, takes the nearest centre", () => {
    expect(detect(rect(12, 200, 336, 70))).toBe("pending");
  });

  // A reload landing mid-drag took a card (178 px) from "pending": "in progress" moved up.
  const atPickUp = new Map([
    ["pending", rect(0, 100, 360, 516)],
    ["in_progress", rect(0, 632, 360, 3600)],
  ]);
  const afterReload = new Map([
    ["pending", rect(0, 100, 360, 338)],
    ["in_progress", rect(0, 454, 360, 3600)],
  ]);

  it("takes the column where the page has it now, not where it was measured at pick-up", () => {
    expect(detect(rect(12, 454 + 48, 336, 90), { measured: atPickUp, now: afterReload })).toBe("in_progress");
  });

  it("takes the column under the pointer where the page has it now", () => {
    expect(
      detect(rect(12, 460, 336, 90), { measured: atPickUp, now: afterReload, pointer: { x: 100, y: 500 } }),
    ).toBe("in_progress");
  });
});
