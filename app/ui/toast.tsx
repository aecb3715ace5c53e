import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

/** At most 20 toasts at once, at most 350 px wide (docs/PRODUCT.md, On every page). */
export const MAX_TOASTS = 20;
const TOAST_LIFETIME_MS = 5000;

type ToastKind = "success" | "error" | "info";
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const ToastContext = createContext<((message: string, kind?: ToastKind) => void) | null>(null);

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, kind: ToastKind = "success") => {
      const id = nextId++;
      setToasts((current) => [...current, { id, kind, message }].slice(-MAX_TOASTS));
      setTimeout(() => dismiss(id), TOAST_LIFETIME_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);

  // The toasts live in the top layer, shown again with each new one so that they stand above a
  // modal dialog opened since (the template editor's refusal): under its backdrop they looked
  // disabled.
  const region = useRef<HTMLElement>(null);
  const newest = toasts.at(-1)?.id;
  useEffect(() => {
    const element = region.current;
    if (!element || newest === undefined) return;
    if (element.matches(":popover-open")) element.hidePopover();
    element.showPopover();
  }, [newest]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        ref={region}
        popover="manual"
        aria-live="polite"
        className="toast-stack pointer-events-none fixed inset-auto right-4 z-50 m-0 flex w-[calc(100%-2rem)] max-w-[350px] flex-col gap-2 overflow-visible border-0 bg-transparent p-0"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === "error" ? "alert" : "status"}
            data-kind={toast.kind}
            className={`pointer-events-auto rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${
              toast.kind === "error" ? "bg-red-700 text-white" : "bg-ink text-white"
            }`}
          >
            {toast.message}
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return show;
}
