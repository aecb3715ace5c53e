import { Link, useSearchParams } from "react-router";
import { countText } from "~/i18n/plural";
import { fill } from "../auth/fill";
import { useDashboard } from "./dashboard-context";
import type { Page } from "./paging";

/** Previous and next page of a list, in the address (`param`), the page's other lists kept. */
export function Pager({ page, param, label }: { page: Page<unknown>; param: string; label: string }) {
  const { t, lang } = useDashboard();
  const [search] = useSearchParams();
  if (page.page === 1 && !page.hasMore) return null;
  const to = (number: number) => {
    const next = new URLSearchParams(search);
    next.set(param, String(number));
    return `?${next}`;
  };
  const link = "font-semibold text-brand-700 underline-offset-2 hover:underline";
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      {page.page > 1 && (
        <Link to={to(page.page - 1)} className={link}>
          ← {t.pager.previous}
        </Link>
      )}
      <span className="text-ink-600">
        {/* A page past the end (an old link) is not "page 9 of 7". */}
        {page.pages === undefined || page.page > page.pages
          ? fill(t.pager.page, { page: page.page })
          : fill(countText(lang, t.pager.pageOf, page.pages), { page: page.page, count: page.pages })}
      </span>
      {page.hasMore && (
        <Link to={to(page.page + 1)} className={link}>
          {t.pager.next} →
        </Link>
      )}
    </nav>
  );
}
