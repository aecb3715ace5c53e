/**
 * The account rules (docs/PRODUCT.md, Accounts), one zod schema each, used by the dialog before sending
 * and by the server again (better-auth's before-hook). Messages are keys of the translated
 * `validation` catalogue, so one rule gives the same message in cs, en and pl.
 */
import { z } from "zod";
import { languages } from "~/domain/languages";
import { contactSchema } from "~/features/leads/schemas";
import type { AccountMessages } from "~/i18n/messages/types";
import { singleLine } from "~/lib/clean-text";

/** The messages a rule can fail with (the checklist lines beside them are not messages). */
export type ValidationKey = Exclude<keyof AccountMessages["validation"], "passwordChecklist">;

export const FULL_NAME_MIN = 2;
export const FULL_NAME_MAX = 100;
export const PASSWORD_MIN = 8;
/** better-auth refuses longer ones; hashing megabytes would be a denial of service. */
export const PASSWORD_MAX = 128;

const key = (k: ValidationKey) => k;
const text = () => z.string({ error: key("required") });

const HAS_DIGIT = /\d/;
const HAS_SPECIAL = /[^\p{L}\p{N}]/u;

/** At least 8 characters, one digit, one character that is neither letter nor digit. */
export const passwordRule = text()
  .min(PASSWORD_MIN, key("passwordTooShort"))
  .max(PASSWORD_MAX, key("passwordTooLong"))
  .regex(HAS_DIGIT, key("passwordNeedsNumber"))
  .regex(HAS_SPECIAL, key("passwordNeedsSpecial"));

/**
 * The password rules as the checklist the forms show from the start and tick while the visitor
 * types; the same tests as passwordRule, so a fully ticked list is a password the server takes.
 */
export function passwordChecks(password: string, confirmPassword: string) {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    number: HAS_DIGIT.test(password),
    special: HAS_SPECIAL.test(password),
    match: password.length > 0 && password === confirmPassword,
  };
}

export const emailRule = text()
  .trim()
  .max(254, key("invalidEmail"))
  .pipe(z.email(key("invalidEmail")));

/** One line (docs/decisions/0022-input-normalisation.md): line breaks and tabs become one space. */
export const fullNameRule = text()
  .overwrite(singleLine)
  .trim()
  .min(FULL_NAME_MIN, key("fullNameRequired"))
  .max(FULL_NAME_MAX, key("fullNameTooLong"));

/**
 * Optional phone, given in international form (the phone input adds the dial code): the lead
 * forms' rule (libphonenumber, at most 15 digits), so accounts and leads store numbers alike.
 * Gives the number as +420777123456, or null when none was given.
 */
export const phoneRule = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const parsed = contactSchema.shape.phone.safeParse(typeof value === "string" ? value : undefined);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: key("invalidPhone") });
    return z.NEVER;
  });

const confirmed = <T extends { password: string; confirmPassword: string }>(values: T) =>
  values.password === values.confirmPassword;
const confirmIssue = { message: key("passwordsDontMatch"), path: ["confirmPassword"] };

export const signUpSchema = z
  .object({
    name: fullNameRule,
    email: emailRule,
    password: passwordRule,
    confirmPassword: text(),
    phone: phoneRule,
  })
  .refine(confirmed, confirmIssue);

/** A new password (reset link, settings): the sign-up password rules and the confirmation. */
export const newPasswordSchema = z
  .object({ password: passwordRule, confirmPassword: text() })
  .refine(confirmed, confirmIssue);

/** What a signed-in user may change about himself (dashboard settings). */
export const profileSchema = z.object({
  name: fullNameRule,
  phone: phoneRule,
  lang: z.enum(languages, { error: key("required") }),
});

export interface RuleError {
  field: string;
  key: ValidationKey;
}

/** Only the first failing message is shown (fields in form order). */
export function firstError(schema: z.ZodType, values: unknown): RuleError | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  return { field: String(issue.path[0] ?? "form"), key: issue.message as ValidationKey };
}
