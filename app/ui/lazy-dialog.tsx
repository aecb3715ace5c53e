import { type ComponentType, lazy, Suspense } from "react";
import { createStore, type Store, useStore } from "./store";

export interface LazyDialogProps {
  open: boolean;
  onClose: () => void;
}

export interface LazyDialogState {
  /** Opened at least once: its code is loaded and it stays mounted, closed or open. */
  requested: boolean;
  open: boolean;
}

/**
 * A dialog that any control can open, whichever React root it is rendered in, and whose code
 * loads on the first opening: nothing of it is needed before (booking calendar, privacy policy).
 * `Host` mounts it where the page's frame places it; `open` opens it from anywhere.
 */
export function createLazyDialog(load: () => Promise<{ default: ComponentType<LazyDialogProps> }>) {
  const LazyDialog = lazy(load);
  const state = createStore<LazyDialogState>({ requested: false, open: false });
  const close = () => state.write({ requested: true, open: false });

  function Host() {
    const { requested, open } = useStore(state);
    if (!requested) return null;
    return (
      <Suspense fallback={null}>
        <LazyDialog open={open} onClose={close} />
      </Suspense>
    );
  }

  const store: Store<LazyDialogState> = state;
  return { store, open: () => state.write({ requested: true, open: true }), close, Host };
}
