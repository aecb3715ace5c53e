import {
  type CollisionDetection,
  closestCenter,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from "@dnd-kit/core";

/**
 * With the keyboard, an arrow moves the picked-up card to the next column in that direction
 * (beside each other on a wide screen, one below the other on a phone), not a few pixels.
 */
export const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = ["ArrowRight", "ArrowDown"].includes(event.code);
  const backward = ["ArrowLeft", "ArrowUp"].includes(event.code);
  const active = context.active && context.collisionRect;
  if ((!forward && !backward) || !active) return undefined;
  const columns = [...context.droppableRects.entries()]
    .map(([id, rect]) => ({ id, rect }))
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  // Right after pick-up the collision pass may not have run yet; the column holding the card's
  // centre is then where it starts, so a quick arrow key still moves it one column, not to the first.
  const centre = { x: active.left + active.width / 2, y: active.top + active.height / 2 };
  const current = columns.findIndex(({ id, rect }) =>
    context.over
      ? id === context.over.id
      : centre.x >= rect.left && centre.x <= rect.right && centre.y >= rect.top && centre.y <= rect.bottom,
  );
  const target = columns[Math.min(columns.length - 1, Math.max(0, current + (forward ? 1 : -1)))];
  if (!target) return currentCoordinates;
  return {
    x: target.rect.left + (target.rect.width - active.width) / 2,
    y: target.rect.top + 48,
  };
};

/** The column under the pointer; with the keyboard (no pointer), the one the card is centred on. */
export const columnUnderCard: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : closestCenter(args);
};
