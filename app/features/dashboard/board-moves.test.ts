import type { ClientRect, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { columnByColumn } from "./board-moves";

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

// Only the key's code is read.
const press = (code: string) => ({ code }) as KeyboardEvent;
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
});
