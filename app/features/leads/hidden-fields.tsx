import type { Lang } from "~/domain/languages";
import { Honeypot } from "~/ui/form";

/** What every lead form posts besides its fields: the honeypot, which form it is, the page's language. */
export function LeadFormHiddenFields({ placement, lang }: { placement: string; lang: Lang }) {
  return (
    <>
      <Honeypot />
      <input type="hidden" name="placement" value={placement} />
      <input type="hidden" name="lang" value={lang} />
    </>
  );
}
