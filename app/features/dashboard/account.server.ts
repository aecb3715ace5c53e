/**
 * The settings section's changes of the signed-in user himself: his profile (name, phone,
 * preferred language, time zone) and, for staff, whether new leads are given to him in turn and
 * whether he gets the morning digest.
 */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { isTimeZone } from "~/domain/time-zones";
import { accountMessages } from "~/i18n/messages.server";
import type { Database } from "~/platform/db/client.server";
import { users } from "~/platform/db/schema.server";
import { firstError, profileSchema } from "../auth/rules";
import type { Viewer } from "../auth/viewer";
import { withDialCode } from "../leads/phone";
import { formValues } from "../leads/schemas";

/** The answer to each of the viewer's own settings: its panel shows it, whoever sent the form. */
export type AccountResult =
  | { ok: true; intent: "profile"; lang: string }
  | { ok: false; intent: "profile"; field: string; message: string }
  | { ok: true; intent: "rotation"; takesNewLeads: boolean }
  | { ok: true; intent: "digest"; morningDigest: boolean };

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
    // Left out (an older page): the stored zone stays.
    const timeZone = formData.get("timeZone") ?? undefined;
    if (timeZone !== undefined && !isTimeZone(timeZone)) {
      return {
        ok: false,
        intent,
        field: "timeZone",
        message: accountMessages(viewer.lang).dashboard.settings.timeZoneInvalid,
      };
    }
    const { name, phone, lang } = profileSchema.parse(values);
    await db
      .update(users)
      .set({ name, phone, lang, timeZone, updatedAt: new Date() })
      .where(eq(users.id, viewer.id));
    return { ok: true, intent, lang };
  }
  if (intent === "rotation" && viewer.role === "staff") {
    const on = formData.get("takesNewLeads") === "on";
    await db.update(users).set({ takesNewLeads: on, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    return { ok: true, intent, takesNewLeads: on };
  }
  if (intent === "digest" && viewer.role === "staff") {
    const on = formData.get("morningDigest") === "on";
    await db.update(users).set({ morningDigest: on, updatedAt: new Date() }).where(eq(users.id, viewer.id));
    return { ok: true, intent, morningDigest: on };
  }
  throw data({ ok: false, error: "invalid" }, { status: 400 });
}

/** Staff's own switches: new leads in turn, the morning digest. */
export async function staffSwitches(db: Database, viewer: Viewer) {
  const [row] = await db
    .select({ takesNewLeads: users.takesNewLeads, morningDigest: users.morningDigest })
    .from(users)
    .where(eq(users.id, viewer.id));
  return row ?? { takesNewLeads: false, morningDigest: true };
}
