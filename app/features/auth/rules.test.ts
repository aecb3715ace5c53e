import { describe, expect, it } from "vitest";
import { account as cs } from "~/i18n/messages/cs/account";
import { account as en } from "~/i18n/messages/en/account";
import { account as pl } from "~/i18n/messages/pl/account";
import { typesetText } from "~/i18n/typography";
import { failureMessage } from "./auth-api";
import {
  firstError,
  newPasswordSchema,
  passwordChecks,
  passwordRule,
  profileSchema,
  signUpSchema,
  type ValidationKey,
} from "./rules";

const valid = {
  name: "Jana Nováková",
  email: "jana@firma.cz",
  password: "Heslo-2024",
  confirmPassword: "Heslo-2024",
};

describe("sign-up rules (docs/PRODUCT.md, Accounts)", () => {
  it("accepts a valid sign-up, phone optional, and stores the phone in international form", () => {
    expect(firstError(signUpSchema, valid)).toBeNull();
    expect(signUpSchema.parse({ ...valid, phone: "" }).phone).toBeNull();
    expect(signUpSchema.parse({ ...valid, phone: "+420 777 123 456" }).phone).toBe("+420777123456");
  });

  const cases: [string, Record<string, string>, string, ValidationKey][] = [
    ["a one-letter name", { name: " J " }, "name", "fullNameRequired"],
    ["a missing name", { name: "" }, "name", "fullNameRequired"],
    ["an invalid e-mail", { email: "jana@" }, "email", "invalidEmail"],
    ["a short password", { password: "Ab1!", confirmPassword: "Ab1!" }, "password", "passwordTooShort"],
    [
      "a password without a digit",
      { password: "Heslo-heslo", confirmPassword: "Heslo-heslo" },
      "password",
      "passwordNeedsNumber",
    ],
    [
      "a password without a special character",
      { password: "Heslo2024", confirmPassword: "Heslo2024" },
      "password",
      "passwordNeedsSpecial",
    ],
    ["a different confirmation", { confirmPassword: "Heslo-2025" }, "confirmPassword", "passwordsDontMatch"],
    ["an impossible phone", { phone: "+420 12" }, "phone", "invalidPhone"],
  ];
  it.each(cases)("reports %s on its field", (_name, change, field, key) => {
    expect(firstError(signUpSchema, { ...valid, ...change })).toEqual({ field, key });
  });

  it("shows only the first failing message, in form order", () => {
    expect(firstError(signUpSchema, { name: "J", email: "x", password: "a", confirmPassword: "b" })).toEqual({
      field: "name",
      key: "fullNameRequired",
    });
    expect(firstError(signUpSchema, { ...valid, email: "x", password: "a" })?.key).toBe("invalidEmail");
    // A short password without digit or special character: the length rule comes first.
    expect(firstError(signUpSchema, { ...valid, password: "abc", confirmPassword: "abc" })?.key).toBe(
      "passwordTooShort",
    );
  });

  it("has the English messages of docs/PRODUCT.md, Accounts", () => {
    expect(en.validation).toMatchObject({
      fullNameRequired: "Full name is required",
      invalidEmail: "Invalid email address",
      passwordTooShort: "Password must be at least 8 characters",
      passwordNeedsNumber: "Password must contain at least one number",
      passwordNeedsSpecial: "Password must contain at least one special character",
      passwordsDontMatch: "Passwords don't match",
    });
  });

  it("has every message translated in Czech and Polish", () => {
    const keys = Object.keys(en.validation).filter((key) => key !== "passwordChecklist") as ValidationKey[];
    for (const key of keys) {
      for (const translated of [cs.validation[key], pl.validation[key]]) {
        expect(translated.trim()).not.toBe("");
        expect(translated).not.toBe(en.validation[key]);
      }
    }
    expect(cs.validation.passwordsDontMatch).toBe("Hesla se neshodují");
    expect(pl.validation.passwordTooShort).toBe("Hasło musi mieć co najmniej 8 znaków");
  });

  it("ticks the checklist by the same rules the password is checked with", () => {
    expect(passwordChecks("", "")).toEqual({ length: false, number: false, special: false, match: false });
    expect(passwordChecks("heslo", "")).toEqual({
      length: false,
      number: false,
      special: false,
      match: false,
    });
    expect(passwordChecks("Heslo-2024", "Heslo-2024")).toEqual({
      length: true,
      number: true,
      special: true,
      match: true,
    });
    for (const password of [
      "",
      "abc",
      "abcdefgh",
      "abcdefg1",
      "abcdefg!",
      "abcdef1!",
      "žluťoučký-1",
      "x".repeat(129),
    ]) {
      const { length, number, special } = passwordChecks(password, password);
      expect(length && number && special, password).toBe(passwordRule.safeParse(password).success);
    }
  });

  it("has a checklist line for every password rule in every language", () => {
    for (const copy of [cs, en, pl]) {
      expect(Object.keys(copy.validation.passwordChecklist).sort()).toEqual(
        ["length", "match", "met", "number", "special", "unmet"].sort(),
      );
    }
  });

  it("applies the same password rules to a new password", () => {
    expect(
      firstError(newPasswordSchema, { password: "Nove-heslo-1", confirmPassword: "Nove-heslo-1" }),
    ).toBeNull();
    expect(
      firstError(newPasswordSchema, { password: "nove-heslo", confirmPassword: "nove-heslo" })?.key,
    ).toBe("passwordNeedsNumber");
    expect(firstError(newPasswordSchema, { password: "Nove-heslo-1", confirmPassword: "x" })).toEqual({
      field: "confirmPassword",
      key: "passwordsDontMatch",
    });
  });

  it("checks the profile: name, optional phone, one of the three languages", () => {
    expect(profileSchema.parse({ name: " Petr ", phone: "", lang: "pl" })).toEqual({
      name: "Petr",
      phone: null,
      lang: "pl",
    });
    expect(firstError(profileSchema, { name: "Petr", lang: "de" })?.field).toBe("lang");
  });

  it("keeps a name on one line, at sign-up and in the profile", () => {
    expect(signUpSchema.parse({ ...valid, name: "Jana\r\nBcc: x" }).name).toBe("Jana Bcc: x");
    expect(profileSchema.parse({ name: " Petr\n\tNovák ", lang: "pl" }).name).toBe("Petr Novák");
  });
});

describe("auth failure messages (docs/PRODUCT.md, Accounts)", () => {
  it("shows our translated rule message, else a translated text per code, else the form's fallback", () => {
    const { errors } = cs.auth;
    expect(
      failureMessage(
        "sign_up",
        { status: 400, code: "VALIDATION_ERROR", message: "Hesla se neshodují" },
        errors,
      ),
    ).toBe("Hesla se neshodují");
    expect(
      failureMessage("sign_up", { status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" }, errors),
    ).toBe(errors.userExists);
    expect(
      failureMessage(
        "sign_in",
        { status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
        errors,
      ),
    ).toBe("Neplatné přihlašovací údaje");
    expect(failureMessage("sign_up", { status: 500 }, errors)).toBe(typesetText("cs", "Došlo k chybě"));
    expect(failureMessage("reset", { status: 0 }, errors)).toBe("Chyba při resetování hesla");
    expect(failureMessage("sign_in", { status: 429 }, errors)).toBe(errors.tooManyRequests);
    expect(en.auth.errors).toMatchObject({
      signUpFallback: "An error occurred",
      signInFallback: "Invalid credentials",
      resetFallback: "Error resetting password",
    });
    expect(en.auth).toMatchObject({
      signUpSuccess: "Registration successful!",
      signInSuccess: "Sign in successful!",
      resetSent: "Password reset instructions have been sent to your email",
    });
  });
});
