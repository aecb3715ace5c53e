import { Island } from "~/ui/island";
import { useLayout } from "./use-layout";

/**
 * A button that opens the booking dialog (the booking page without script), drawn as an island
 * with the page's language and the booking page's address: one place for every such button of
 * the header and the pages.
 */
export function BookingButtonIsland({ className, children }: { className: string; children: string }) {
  const { lang, href } = useLayout();
  return <Island name="booking" props={{ lang, href: href({ name: "booking" }), className, children }} />;
}
