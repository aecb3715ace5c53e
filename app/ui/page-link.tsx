import type { MouseEvent, ReactNode } from "react";
import { isPlainClick } from "~/ui/plain-click";

/** React Router's `navigate`, handed down by a page React Router renders; absent on an island. */
export type Navigate = (to: string) => void;

/**
 * A link to another page of the site: where the page's frame hands down `navigate`, a plain click
 * navigates within the page's application (what React Router's `Link` does), otherwise it is a full
 * page load. The link imports no router, so a leaf hydrated as a root of its own can draw it.
 */
export function PageLink({
  href,
  navigate,
  className,
  children,
}: {
  href: string;
  navigate?: Navigate;
  className: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!(navigate && isPlainClick(event))) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
