import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { publicPages, successPages } from "../../app/content/pages";
import { languages } from "../../app/domain/languages";
import { buildPath } from "../../app/i18n/paths";

/** What the site is held to: WCAG 2.2 at levels A and AA, and the 2.0 and 2.1 rules within it. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's frames (by URL) that axe, running in the page at `origin`, cannot reach: findings. */
export function unscannedFrames(origin: string, frameUrls: string[]) {
  return (
    frameUrls
      // A frame that has not yet committed its first navigation has no URL and holds nothing yet,
      // like about:blank (the booking calendar's frame as it is added: CI found it once).
      .filter((url) => url !== "" && !url.startsWith("about:") && URL.parse(url)?.origin !== origin)
      .map((url) => `a frame from another origin, which axe does not scan here: ${url}`)
  );
}

/**
 * The serious and critical WCAG violations axe finds on the page, or within `include` (a
 * selector), and with `bestPractices` axe's own rules besides, each as its rule and the elements it found: an empty list is a clean page, and a
 * failure names what to fix.
 *
 * Axe runs once in the page, reaching its frames by messages (`setLegacyMode`), instead of
 * running in each frame and putting the results together in a blank page it opens for every scan:
 * the same findings in about three fifths of the time (docs/decisions/0085-a-faster-test-suite.md). That way
 * reaches only frames of the page's own origin, so a frame from elsewhere is named as a finding
 * instead of going unscanned. Only the violations are kept in full (`resultTypes`): nothing here
 * reads the passes.
 */
export async function seriousViolations(
  page: Page,
  { include, bestPractices = false }: { include?: string; bestPractices?: boolean } = {},
) {
  const unscanned = unscannedFrames(
    new URL(page.url()).origin,
    page.frames().map((frame) => frame.url()),
  );
  // `options` first: it replaces the options `withTags` sets.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(bestPractices ? [...WCAG_AA, "best-practice"] : WCAG_AA)
    .setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return [
    ...unscanned,
    ...violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
  ];
}

/**
 * The pages axe checks on a wide screen once their scripts run: every page in one language, the
 * languages taking turns down the page list (home, services, outreach… in Czech, English, Polish,
 * Czech…; docs/decisions/0021-end-to-end-test-time.md). The public pages are checked in
 * `first-touch.spec.ts`, which checks their other languages on a phone, each path once after its
 * scripts (0082); the pages a form post lands on in `a11y.spec.ts`.
 */
export const checkedWide: ReadonlySet<string> = new Set(
  [...publicPages, ...successPages].map((page, index) =>
    buildPath(page, languages[index % languages.length] ?? "cs"),
  ),
);
