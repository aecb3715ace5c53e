import {
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
} from "react";

export interface LazyDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog that any component under its provider can open, whose code loads on the first
 * opening: nothing of it is needed before (booking calendar, privacy policy).
 */
export function createLazyDialog(
  name: string,
  load: () => Promise<{ default: ComponentType<LazyDialogProps> }>,
) {
  const LazyDialog = lazy(load);
  const OpenContext = createContext<(() => void) | null>(null);

  function Provider({ children }: { children: ReactNode }) {
    const [open, setOpen] = useState(false);
    const [requested, setRequested] = useState(false);
    const show = () => {
      setRequested(true);
      setOpen(true);
    };
    return (
      <OpenContext.Provider value={show}>
        {children}
        {requested && (
          <Suspense fallback={null}>
            <LazyDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </OpenContext.Provider>
    );
  }

  function useOpen() {
    const open = useContext(OpenContext);
    if (!open) throw new Error(`The ${name} dialog can only be opened inside its provider`);
    return open;
  }

  return { Provider, useOpen };
}
