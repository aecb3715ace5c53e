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

/** A card picked up in "in progress"; `over` is what the collision pass found, if it ran yet. */
function pickedUp(over: string | null): Args {
  const card = rect(340, 160, 260, 90);
  return {
    active: "card-1",
    currentCoordinates: { x: card.left, y: card.top },
    context: {
      active: { id: "card-1" },
      collisionRect: card,
      droppableRects: columns,
      over: over ? { id: over } : null,
    },
  } as unknown as Args; // The sensor context has dozens of fields; the getter reads these four.
}

// Only the key's code is read, and its own action stopped.
const press = (code: string) => ({ code, preventDefault: vi.fn() }) as unknown as KeyboardEvent;
const columnAt = (x: number) => [...columns].find(([, column]) => x >= column.left && x <= column.right)?.[0];

describe("columnByColumn", () => {
  it("moves the card one column on from the column it is over", () => {
    const moved = columnByColumn(press("ArrowRight"), pickedUp("in_progress"));
    expect(columnAt((moved as { x: number }).x)).toBe("completed");
  });

  it("before the first collision pass, moves one column on from the column holding the card", () => {
    const moved = columnByColumn(press("ArrowRight"), pickedUp(null));
    expect(columnAt((moved as { x: number }).x)).toBe("completed");
    const back = columnByColumn(press("ArrowLeft"), pickedUp(null));
    expect(columnAt((back as { x: number }).x)).toBe("pending");
  });

  it("stays at the last column and ignores other keys", () => {
    const moved = columnByColumn(press("ArrowRight"), pickedUp("lost"));
    expect(columnAt((moved as { x: number }).x)).toBe("lost");
    expect(columnByColumn(press("KeyA"), pickedUp("pending"))).toBeUndefined();
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

describe("columnUnderCard", () => {
  /** Stacked as on a phone: a short "pending" column above a full "in progress" one. */
  const stacked = new Map([
    ["pending", rect(0, 100, 360, 160)],
    ["in_progress", rect(0, 276, 360, 3600)],
  ]);
  const droppableContainers = [...stacked.keys()].map((id) => ({ id }));
  /** The column found first. */
  const detect = (card: ClientRect) =>
    columnUnderCard({
      active: { id: "card-1" },
      collisionRect: card,
      droppableRects: stacked,
      droppableContainers,
      pointerCoordinates: null,
    } as unknown as Parameters<typeof columnUnderCard>[0])[0]?.id;

  it("takes the column holding a card moved by keyboard, though another column's centre is nearer", () => {
    // Where columnByColumn puts a card: 48 px into the column's top.
    expect(detect(rect(12, 276 + 48, 336, 90))).toBe("in_progress");
  });

  it("between columns, takes the nearest centre", () => {
    expect(detect(rect(12, 200, 336, 70))).toBe("pending");
  });
});
