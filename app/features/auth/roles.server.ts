import { eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { users } from "~/platform/db/schema.server";

/**
 * Makes an existing account staff (`npm run staff:add -- <email>`). Returns false when no
 * account has that e-mail: an account is created by signing up, never by this tool.
 */
export async function promoteToStaff(db: Database, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: "staff", updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
