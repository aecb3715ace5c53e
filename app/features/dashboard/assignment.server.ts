/**
 * The e-mail a staff member gets when another one assigns him an inquiry: in his own language,
 * naming the lead and the form, with the way to the inquiry. Nobody is told of an assignment to
 * himself.
 */
import { eq } from "drizzle-orm";
import { defaultLang, isLang } from "~/domain/languages";
import { buildPath } from "~/i18n/paths";
import { users } from "~/platform/db/schema.server";
import type { MailMessage } from "~/platform/mail.server";
import type { AppServices } from "~/platform/services.server";
import type { LeadForm } from "../../domain/lead-forms";
import type { Viewer } from "../auth/viewer";
import { composeMail, mailSite } from "../mail/layout.server";
import { assignmentNotice } from "../mail/templates.server";

export async function assignmentMail(
  services: Pick<AppServices, "db" | "config">,
  inquiry: { id: string; leadName: string | null; leadEmail: string; sourceForm: LeadForm },
  assigneeId: string,
  assignedBy: Viewer,
): Promise<MailMessage | null> {
  if (assigneeId === assignedBy.id) return null;
  const [assignee] = await services.db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.id, assigneeId));
  if (!assignee) return null;
  const lang = isLang(assignee.lang) ? assignee.lang : defaultLang;
  const { PUBLIC_URL } = services.config;
  const mail = await composeMail(
    assignmentNotice({
      lang,
      who: inquiry.leadName ?? inquiry.leadEmail,
      form: inquiry.sourceForm,
      assignedBy: assignedBy.name,
      inquiryUrl: `${PUBLIC_URL}${buildPath({ name: "dashboard", section: `inquiries/${inquiry.id}` }, lang)}`,
    }),
    { to: assignee.email },
    mailSite(services.config),
  );
  return { ...mail, inquiryIds: [inquiry.id] };
}
