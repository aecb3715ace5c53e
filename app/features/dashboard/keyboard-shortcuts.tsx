import { Fragment, useEffect, useRef, useState } from "react";
import { buttonClass } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { fill } from "../auth/fill";
import { useLayout } from "../layout/use-layout";
import { useDashboard } from "./dashboard-context";
import {
  deskShortcuts,
  isTyping,
  readShortcut,
  type ShortcutId,
  type ShortcutPage,
  type ShortcutState,
  shortcutStatus,
  steppedIndex,
} from "./desk-shortcuts";

/**
 * Listens for the page's shortcuts (desk-shortcuts.ts) and runs the one completed. Keys typed
 * into a field, or pressed while a dialog is open, are left alone; "?" opens the help (the
 * returned state drives `ShortcutsHelp`).
 */
export function useKeyboardShortcuts(page: ShortcutPage, run: (id: ShortcutId) => void) {
  const [help, setHelp] = useState(false);
  const pressed = useRef<ShortcutState>([]);
  const latest = useRef(run);
  latest.current = run;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector("dialog[open]")) return;
      const focus = document.activeElement;
      if (
        focus instanceof HTMLElement &&
        isTyping({
          tagName: focus.tagName,
          isContentEditable: focus.isContentEditable,
          type: focus instanceof HTMLInputElement ? focus.type : undefined,
        })
      )
        return;
      // A card picked up on the board listens to the keys itself.
      if (focus?.getAttribute("aria-pressed") === "true") return;
      const read = readShortcut(pressed.current, event, page);
      pressed.current = read.state;
      if (!read.shortcut) {
        if (read.state.length > 0) event.preventDefault();
        return;
      }
      event.preventDefault();
      if (read.shortcut === "help") setHelp(true);
      else latest.current(read.shortcut);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [page]);

  return { help, setHelp };
}

/**
 * "j" and "k" on the board and the list: focus on the next or previous inquiry's link, the links
 * of the cards and rows (marked `data-inquiry`) in the order shown.
 */
export function focusNextInquiry(step: 1 | -1) {
  const links = [...document.querySelectorAll<HTMLElement>("a[data-inquiry]")];
  const to = steppedIndex(links.indexOf(document.activeElement as HTMLElement), step, links.length);
  links[to]?.focus();
  links[to]?.scrollIntoView({ block: "nearest" });
}

/** The button that lists the page's shortcuts, and that list as a dialog (also opened by "?"). */
export function ShortcutsHelp({
  page,
  open,
  onOpenChange,
}: {
  page: ShortcutPage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useDashboard();
  const layout = useLayout();
  const s = t.desk.shortcuts;
  const pages: ShortcutPage[] = page === "inquiry" ? ["inquiry", "list"] : ["list", "inquiry"];
  const label = (id: ShortcutId) => {
    const status = shortcutStatus(id);
    return status ? fill(s.status, { status: t.statuses[status] }) : s.actions[id as keyof typeof s.actions];
  };
  return (
    <>
      <button
        type="button"
        onClick={() => onOpenChange(true)}
        aria-keyshortcuts="?"
        // Below md the desk is a phone's (the board's columns stacked), which has no keys to press;
        // "?" still opens the list on a tablet or phone with a keyboard.
        className={buttonClass({ tone: "secondary", size: "2xs", className: "max-md:hidden" })}
      >
        {s.button} <kbd className="ml-1 font-sans">?</kbd>
      </button>
      <Dialog
        open={open}
        onClose={() => onOpenChange(false)}
        title={s.title}
        closeLabel={layout.t.common.close}
      >
        {pages.map((where) => (
          <section key={where} className="mt-4 first:mt-0">
            <h3 className="text-sm font-semibold text-ink-700">{s.pages[where]}</h3>
            <dl className="mt-2 divide-y divide-ink-100 text-sm">
              {deskShortcuts
                .filter((item) => (item.pages as readonly ShortcutPage[]).includes(where))
                .map((item) => (
                  <div key={item.id} className="flex items-center justify-between gap-4 py-1.5">
                    <dt className="text-ink-800">{label(item.id)}</dt>
                    <dd className="flex items-center gap-1.5 text-ink-600">
                      {item.keys.map((key, index) => (
                        <Fragment key={key}>
                          {index > 0 && <span>{s.followedBy}</span>}
                          <kbd className="min-w-7 rounded-md border border-ink-300 bg-ink-50 px-1.5 py-0.5 text-center font-mono text-ink">
                            {key}
                          </kbd>
                        </Fragment>
                      ))}
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
        <p className="mt-4 text-sm text-ink-600">{s.typing}</p>
      </Dialog>
    </>
  );
}
