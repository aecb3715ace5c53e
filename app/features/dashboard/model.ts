/**
 * The dashboard's vocabulary, shared by the browser, the server and the database schema
 * (app/platform/db/schema.server.ts imports these lists), so the browser bundle never pulls in Drizzle.
 */

/**
 * Where a template that is not public stands on its way there: its owner asked staff to publish
 * it, or staff declined. Null: private, or published.
 */
export const templatePublications = ["requested", "declined"] as const;
export type TemplatePublication = (typeof templatePublications)[number];
