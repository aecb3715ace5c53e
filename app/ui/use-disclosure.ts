import { useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * A button that shows and hides a panel: Escape closes it and puts focus back on the button, a
 * click outside or a navigation closes it. For menus that only exist with JavaScript (the account
 * menu, drawn from the session the browser loads); menus that must work before the page's
 * JavaScript has loaded use `<details>` (details-menu.ts). `address` is the page's path and hash,
 * given by a parent that knows it: the control may be a React root of its own, without React
 * Router's location.
 */
export function useDisclosure<T extends HTMLElement = HTMLDivElement>(address: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<T>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);

  // A navigation closes the panel.
  useEffect(close, [address, close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return {
    open,
    close,
    containerRef,
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
