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
 * `Host` mounts it where the page's frame places it and hands it what the frame knows (the
 * language, the copy: `Props`), so the dialog reads neither React Router nor the root's data;
 * `open` opens it from anywhere.
 */
export function createLazyDialog<Props extends object>(
  load: () => Promise<{ default: ComponentType<LazyDialogProps & Props> }>,
) {
  const LazyDialog = lazy(load);
  const state = createStore<LazyDialogState>({ requested: false, open: false });
  const close = () => state.write({ requested: true, open: false });

  function Host(props: Props) {
    const { requested, open } = useStore(state);
    if (!requested) return null;
    return (
      <Suspense fallback={null}>
        <LazyDialog {...props} open={open} onClose={close} />
      </Suspense>
    );
  }

  const store: Store<LazyDialogState> = state;
  return { store, open: () => state.write({ requested: true, open: true }), close, Host };
}
