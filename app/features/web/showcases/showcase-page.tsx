import { CafeSite } from "./cafe-site";
import { GuesthouseSite } from "./guesthouse-site";
import { ShowcaseBar } from "./parts";
import { RestaurantSite } from "./restaurant-site";
import { SalonSite } from "./salon-site";
import type { ShowcaseFrameCopy, ShowcaseSite } from "./types";

/** One example site under the agency's bar; each kind of business has a site of its own. */
export function ShowcasePage({
  name,
  frame,
  site,
}: {
  name: string;
  frame: ShowcaseFrameCopy;
  site: ShowcaseSite;
}) {
  return (
    <>
      <ShowcaseBar frame={frame} />
      {site.slug === "restaurace" ? (
        <RestaurantSite name={name} site={site} frame={frame} />
      ) : site.slug === "kavarna" ? (
        <CafeSite name={name} site={site} frame={frame} />
      ) : site.slug === "penzion" ? (
        <GuesthouseSite name={name} site={site} frame={frame} />
      ) : (
        <SalonSite name={name} site={site} frame={frame} />
      )}
    </>
  );
}
