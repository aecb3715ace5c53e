import {
  type ClientRect,
  type CollisionDetection,
  closestCenter,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  pointerWithin,
  type UniqueIdentifier,
} from "@dnd-kit/core";

type Point = { x: number; y: number };

const centreOf = (rect: ClientRect): Point => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

const holds = (rect: ClientRect, { x, y }: Point) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

/**
 * Where the columns are on the screen now. dnd-kit measures them when a card is picked up and
 * then follows the page's scroll, re-measuring only a column that changes size: when the previous
 * move's reload lands during a drag and a column gains or loses a card, every column below it
 * moves without resizing and its measured rect is hundreds of pixels off. The getter aimed the
 * card at that stale spot and the collision pass found it still in its own column (stacked on a
 * phone) or a pointer's drop in the column above. Four rects read per pass is cheap; a column not
 * in the page (between renders) keeps its measured rect.
 */
function columnsNow(columns: Iterable<DroppableContainer>, measured: Map<UniqueIdentifier, ClientRect>) {
  const rects = new Map<UniqueIdentifier, ClientRect>();
  for (const { id, node } of columns) {
    const rect = node.current?.isConnected ? node.current.getBoundingClientRect() : measured.get(id);
    if (rect) rects.set(id, rect);
  }
  return rects;
}

/**
 * With the keyboard, an arrow moves the picked-up card to the next column in that direction
 * (beside each other on a wide screen, one below the other on a phone), not a few pixels.
 *
 * On a phone the next column may be thousands of pixels away: dnd-kit's keyboard sensor then
 * scrolls the page by the whole distance instead of moving the card, and the card, held where it
 * is on the screen, arrives with the scroll. The sensor leaves the key's own action alone on that
 * path, so the browser scrolled the page by a line as well, which cut the sensor's scroll short
 * and left the card in its column: the key's action is the sensor's alone.
 */
export const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = ["ArrowRight", "ArrowDown"].includes(event.code);
  const backward = ["ArrowLeft", "ArrowUp"].includes(event.code);
  const active = context.active && context.collisionRect;
  if ((!forward && !backward) || !active) return undefined;
  event.preventDefault();
  const columns = [...columnsNow(context.droppableContainers.values(), context.droppableRects)]
    .map(([id, rect]) => ({ id, rect }))
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  // Right after pick-up the collision pass may not have run yet; the column holding the card's
  // centre is then where it starts, so a quick arrow key still moves it one column, not to the first.
  const centre = centreOf(active);
  const current = columns.findIndex(({ id, rect }) =>
    context.over ? id === context.over.id : holds(rect, centre),
  );
  const target = columns[Math.min(columns.length - 1, Math.max(0, current + (forward ? 1 : -1)))];
  if (!target) return currentCoordinates;
  const x = target.rect.left + (target.rect.width - active.width) / 2;
  const top = target.rect.top + 48;
  const aboveOrBelow = centre.x >= target.rect.left && centre.x <= target.rect.right;
  // Beside each other, the card keeps its height on the screen, within the column: scrolled down
  // a full board, the column's top is above the screen or under the desk's sticky bar, and the
  // card taken there was hidden while the column was announced.
  const y = aboveOrBelow
    ? top
    : Math.min(Math.max(currentCoordinates.y, top), Math.max(top, target.rect.bottom - active.height));
  // Stacked, Left and Right go down and up the page too, but the sensor scrolls only along the
  // key's own axis and would move the card off the screen: the page is scrolled here, as the
  // sensor does for Down and Up, the card held where it is on the screen arriving with it; what
  // the page cannot scroll (its end), the card moves.
  const page = context.scrollableAncestors[0];
  const sideways = event.code === "ArrowLeft" || event.code === "ArrowRight";
  if (sideways && page && aboveOrBelow && target !== columns[current]) {
    const scrolled = page.scrollTop;
    page.scrollBy({ top: y - currentCoordinates.y, behavior: "instant" });
    return { x, y: y - (page.scrollTop - scrolled) };
  }
  return { x, y };
};

/**
 * The column under the pointer; with the keyboard (no pointer), the column holding the card's
 * centre, where `columnByColumn` put it. Only when it is in none (between columns), the nearest
 * centre: stacked on a phone, a full column's centre is a thousand pixels below its top, nearer a
 * short column's centre above it than a card at its own top.
 */
export const columnUnderCard: CollisionDetection = (measuredArgs) => {
  const args = {
    ...measuredArgs,
    droppableRects: columnsNow(measuredArgs.droppableContainers, measuredArgs.droppableRects),
  };
  const underPointer = pointerWithin(args);
  if (underPointer.length > 0) return underPointer;
  const centre = centreOf(args.collisionRect);
  const holding = args.droppableContainers.filter((column) => {
    const rect = args.droppableRects.get(column.id);
    return rect && holds(rect, centre);
  });
  if (holding.length === 0) return closestCenter(args);
  return holding.map((column) => ({ id: column.id, data: { droppableContainer: column } }));
};
