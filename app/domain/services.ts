/** The agency's services by slug: their pages, the demo form's choice and the assistant's answers name them so. */

export const serviceSlugs = ["outreach", "automation", "assistant", "rezervace"] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}
