import { Honeypot } from "~/ui/form";
import { useLayout } from "../layout/use-layout";

/** What every lead form posts besides its fields: the honeypot, which form it is, the page's language. */
export function LeadFormHiddenFields({ placement }: { placement: string }) {
  const { lang } = useLayout();
  return (
    <>
      <Honeypot />
      <input type="hidden" name="placement" value={placement} />
      <input type="hidden" name="lang" value={lang} />
    </>
  );
}
