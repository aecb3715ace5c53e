/**
 * The settings section's changes of the signed-in user himself: his profile (name, phone,
 * preferred language) and, for staff, whether new leads are given to him in turn.
 */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { accountMessages } from "~/i18n/messages.server";
import type { Database } from "../../../server/db/client";
import { users } from "../../../server/db/schema";
import { firstError, profileSchema } from "../auth/rules";
import type { Viewer } from "../auth/viewer";
import { withDialCode } from "../leads/phone";
import { formValues } from "../leads/schemas";

export type AccountResult =
  | { ok: true; intent: "profile" | "rotation"; lang?: string }
  | { ok: false; intent: "profile"; field: string; message: string };

export async function changeAccount(
  db: Database,
  viewer: Viewer,
  formData: FormData,
): Promise<AccountResult> {
  const intent = formData.get("intent");
  if (intent === "profile") {
    const values = withDialCode(formValues(formData));
    const error = firstError(profileSchema, values);
    if (error) {
      return {
        ok: false,
        intent,
        field: error.field,
        message: accountMessages(viewer.lang).validation[error.key],
      };
    }
    const { name, phone, lang } = profileSchema.parse(values);
    await db.update(users).set({ name, phone, lang, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    return { ok: true, intent, lang };
  }
  if (intent === "rotation" && viewer.role === "staff") {
    await db
      .update(users)
      .set({ takesNewLeads: formData.get("takesNewLeads") === "on", updatedAt: new Date() })
      .where(eq(users.id, viewer.id));
    return { ok: true, intent };
  }
  throw data({ ok: false, error: "invalid" }, { status: 400 });
}

/** Whether new leads go to this staff member in turn. */
export async function takesNewLeads(db: Database, viewer: Viewer) {
  const [row] = await db.select({ value: users.takesNewLeads }).from(users).where(eq(users.id, viewer.id));
  return row?.value ?? false;
}
