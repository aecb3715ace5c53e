import { type ReactNode, Suspense } from "react";

/**
 * Drawn by the server with the rest of the page, hydrated after it: React leaves a boundary's
 * server markup as it is during the page's first hydration and hydrates it at idle priority once
 * the rest is committed (or at once, when it is clicked or typed into first). The desk's board
 * wraps what is beside it, so its cards' handles are switched on without waiting for the menus
 * and panels (docs/decisions/0084-the-board-s-card-without-components-of-its-own.md). Nothing in
 * it suspends, so the fallback is never shown; on the server a part that fails leaves its place
 * empty and the browser draws it again (failing there, the route's error boundary shows).
 */
export function HydratedLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
