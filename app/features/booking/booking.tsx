import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import type { CompanyFacts } from "~/domain/company";
import type { Lang } from "~/domain/languages";
import type { ShellMessages } from "~/i18n/messages/types";
import { useHydrated } from "~/lib/use-hydrated";
import { createLazyDialog } from "~/ui/lazy-dialog";
import { closeEnclosingMenu } from "~/ui/menu-events";

export interface BookingDialogFrame {
  lang: Lang;
  /** The e-mail and phone offered when booking is unavailable, and beside the call request. */
  company: CompanyFacts;
  copy: ShellMessages["booking"];
  closeLabel: string;
}

/**
 * Frame 600 px high, dialog at most 800 px wide (booking-dialog.tsx; docs/PRODUCT.md, On every page).
 * What it draws besides what it fetches comes from the page's frame (docs/decisions/0088).
 */
const bookingDialog = createLazyDialog<BookingDialogFrame>(() => import("./booking-dialog"));

/** Mounted once in the site's shell; the booking buttons and the assistant's answers open it. */
export const BookingDialogHost = bookingDialog.Host;
export const openBooking = bookingDialog.open;
export const bookingDialogStore = bookingDialog.store;

/**
 * What every "book a consultation" button is: a link to the booking page, which works without
 * JavaScript, and, once the page runs its script, a button opening the booking dialog.
 */
export function BookingButton({
  href,
  className,
  children,
}: {
  /** The booking page in the page's language. */
  href: string;
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    // In the mobile menu, the menu closes.
    closeEnclosingMenu(event.currentTarget);
    openBooking();
  };
  return (
    <a
      href={href}
      role={hydrated ? "button" : undefined}
      aria-haspopup={hydrated ? "dialog" : undefined}
      onClick={open}
      // A button answers the space bar as well as Enter.
      onKeyDown={(event) => event.key === " " && open(event)}
      className={className}
    >
      {children}
    </a>
  );
}
