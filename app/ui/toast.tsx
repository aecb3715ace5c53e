import { useEffect, useRef } from "react";
import { createStore, type Store, useStore } from "./store";

/** At most 20 toasts at once, at most 350 px wide (docs/PRODUCT.md, On every page). */
export const MAX_TOASTS = 20;
export const TOAST_LIFETIME_MS = 5000;

type ToastKind = "success" | "error" | "info";
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const toasts = createStore<readonly Toast[]>([]);
/** The toasts shown now, oldest first. */
export const toastStore: Store<readonly Toast[]> = toasts;

let nextId = 1;

/** Shows a toast for five seconds, from anywhere on the page: the region draws it wherever it is mounted. */
export function showToast(message: string, kind: ToastKind = "success") {
  const id = nextId++;
  toasts.write([...toasts.read(), { id, kind, message }].slice(-MAX_TOASTS));
  setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS);
}

function dismissToast(id: number) {
  toasts.write(toasts.read().filter((toast) => toast.id !== id));
}

/** The region that draws the toasts: mounted once in the page's frame (the site's shell, the desk's layout). */
export function Toasts() {
  const list = useStore(toastStore);

  // The toasts live in the top layer, shown again with each new one so that they stand above a
  // modal dialog opened since (the template editor's refusal): under its backdrop they looked
  // disabled.
  const region = useRef<HTMLElement>(null);
  const newest = list.at(-1)?.id;
  useEffect(() => {
    const element = region.current;
    if (!element || newest === undefined) return;
    if (element.matches(":popover-open")) element.hidePopover();
    element.showPopover();
  }, [newest]);

  return (
    <section
      ref={region}
      popover="manual"
      aria-live="polite"
      className="toast-stack pointer-events-none fixed inset-auto right-4 z-50 m-0 flex w-[calc(100%-2rem)] max-w-[350px] flex-col gap-2 overflow-visible border-0 bg-transparent p-0"
    >
      {list.map((toast) => (
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
  );
}
