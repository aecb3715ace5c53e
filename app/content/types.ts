import type { Translation } from "~/i18n/translations";
import type { services } from "./services/en";

/** One service in one language (docs/PRODUCT.md, Pages), as its English source shapes it. */
export type ServiceContent = Translation<(typeof services)[number]> & {
  /** The tools it connects, the same in every language (services/integrations.ts). */
  integrations: string[];
};

/** A tool a service connects, with its brand mark (Simple Icons: one 24 x 24 path) when there is one. */
export interface Tool {
  name: string;
  logo?: { path: string; hex: string };
}
