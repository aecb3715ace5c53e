import type { ServiceSlug } from "../domain/services";

export interface ProcessStep {
  title: string;
  description: string;
  /** e.g. "1–2 days"; the last step of every service is ongoing. */
  time: string;
}

export interface UseCase {
  title: string;
  description: string;
}

/** One service in one language (docs/PRODUCT.md, Pages). */
export interface ServiceContent {
  slug: ServiceSlug;
  name: string;
  /** Short line under the name in cards and the mega-menu. */
  tagline: string;
  /** The pain statement, the situation the visitor knows ("sound familiar?" on the services page). */
  oneLiner: string;
  /** The transformation result, highlighted. */
  result: string;
  /** How we solve it: 4-5 bullets (services overview, click to expand). */
  bullets: string[];
  /** What you get on the detail page: 4-6 concrete deliverables. */
  deliverables: string[];
  /** Perfect for: 4-6 kinds of businesses or teams. */
  forWho: string[];
  /** 4-5 steps, times between 1 and 10 days, the last one ongoing. */
  process: ProcessStep[];
  /** 6-8 real tool names (services/integrations.ts, the same in every language). */
  integrations: string[];
  /** Real examples: 3 short case descriptions with a concrete figure each. */
  useCases: UseCase[];
  /** Title and description for search engines. */
  metaTitle: string;
  metaDescription: string;
}

/** A tool a service connects, with its brand mark (Simple Icons: one 24 x 24 path) when there is one. */
export interface Tool {
  name: string;
  logo?: { path: string; hex: string };
}

/** What a language file writes of a service: everything but the language-neutral tool names. */
export type ServiceCopy = Omit<ServiceContent, "integrations">;
