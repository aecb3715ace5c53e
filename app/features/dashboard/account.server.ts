/** The settings tab's profile: name, phone and preferred language of the signed-in user. */
import { eq } from "drizzle-orm";
import { accountMessages } from "~/i18n/messages.server";
import { users } from "../../../server/db/schema";
import type { AppServices } from "../../../server/services";
import { firstError, profileSchema } from "../auth/rules";
import { assertSameSiteJson, json, readJson, requireViewer } from "../auth/session.server";

export async function updateProfile(request: Request, services: AppServices) {
  const viewer = await requireViewer(request, services);
  assertSameSiteJson(request, services);
  const body = await readJson(request);
  const error = firstError(profileSchema, body);
  if (error) {
    const message = accountMessages(viewer.lang).validation[error.key];
    return json({ error: "invalid", field: error.field, message }, 400);
  }
  const { name, phone, lang } = profileSchema.parse(body);
  await services.db
    .update(users)
    .set({ name, phone, lang, updatedAt: new Date() })
    .where(eq(users.id, viewer.id));
  return json({ profile: { name, phone, lang } });
}
