import { account as en } from "../../app/i18n/messages/en/account";
import { account as pl } from "../../app/i18n/messages/pl/account";
import { confirmationLink, PASSWORD, signUpByApi, uniqueEmail } from "./accounts";
import { expect, test } from "./fixtures";
import { expectMail } from "./outbox";

const header = (page: import("@playwright/test").Page) => page.getByRole("banner");

/** Signed in, the header's account menu holds "Dashboard" and "Sign out". */
async function accountMenu(page: import("@playwright/test").Page) {
  const button = header(page).getByRole("button", { name: en.header.account });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  return header(page);
}

test.describe("accounts", () => {
  test("sign up with the account rules, sign out, sign in with a wrong then the right password", async ({
    page,
    context,
  }) => {
    // Three password hashes (sign-up, two sign-ins) and a full sign-up flow: on a busy two-core
    // machine this takes close to the default minute.
    test.setTimeout(150_000);
    const email = uniqueEmail("signup");
    await page.goto("/eng");
    await header(page).getByRole("button", { name: en.header.signIn }).click();
    const dialog = page.getByRole("dialog", { name: en.auth.titles.sign_in });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.auth.signUpLink }).click();

    const signUp = page.getByRole("dialog", { name: en.auth.titles.sign_up });
    const submit = signUp.getByRole("button", { name: en.auth.submit.sign_up });
    await signUp.getByLabel(en.auth.fullName).fill("J");
    await signUp.getByLabel(en.auth.email).fill("not-an-email");
    await submit.click();
    // Only the first failing message is shown.
    await expect(signUp.getByText("Full name is required")).toBeVisible();
    await expect(signUp.getByText("Invalid email address")).toHaveCount(0);
    await signUp.getByLabel(en.auth.fullName).fill("Jane Doe");
    await expect(signUp.getByText("Full name is required")).toHaveCount(0);

    await submit.click();
    await expect(signUp.getByText("Invalid email address")).toBeVisible();
    await signUp.getByLabel(en.auth.email).fill(email);
    await signUp.getByLabel(en.auth.password, { exact: true }).fill("short");
    await submit.click();
    await expect(signUp.getByText("Password must be at least 8 characters")).toBeVisible();
    await signUp.getByLabel(en.auth.password, { exact: true }).fill("longenough1");
    await submit.click();
    await expect(signUp.getByText("Password must contain at least one special character")).toBeVisible();
    await signUp.getByLabel(en.auth.password, { exact: true }).fill(PASSWORD);
    await signUp.getByLabel(en.auth.confirmPassword).fill("Something-else-1");
    await submit.click();
    await expect(signUp.getByText("Passwords don't match")).toBeVisible();
    await expect(signUp.getByLabel(en.auth.confirmPassword)).toHaveAttribute("aria-invalid", "true");
    await expect(signUp.getByLabel(en.auth.confirmPassword)).toBeFocused();
    await signUp.getByLabel(en.auth.confirmPassword).fill(PASSWORD);
    await signUp.getByRole("textbox", { name: `${en.auth.phone} ${en.auth.optional}` }).fill("601 234 567");
    await submit.click();

    // The account is usable once the address is confirmed: the dialog says where the link went.
    // (The password hash takes its time on a busy machine.)
    await expect(signUp.getByRole("status")).toHaveText(
      `Registration successful! ${en.auth.signUpCheckEmail.replace("{email}", email)}`,
      { timeout: 30_000 },
    );
    await page.goto(await confirmationLink(email));
    await expect(page).toHaveURL((url) => url.pathname === "/eng/dashboard/inquiries");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/team/eng");
    await (await accountMenu(page)).getByRole("button", { name: en.header.signOut }).click();
    // Home, in the language of the page the visitor was on. The path itself: "/team/eng", the page
    // signed out from, also ends in "/eng", and a test going on before the navigation home had
    // landed was cut short by it.
    await expect(page).toHaveURL((url) => url.pathname === "/eng");
    const signInButton = header(page).getByRole("button", { name: en.header.signIn });
    await expect(signInButton).toBeVisible();
    await page.goto("/eng");
    await header(page).getByRole("button", { name: en.header.signIn }).click();

    const signIn = page.getByRole("dialog", { name: en.auth.titles.sign_in });
    await signIn.getByLabel(en.auth.email).fill(email);
    await signIn.getByLabel(en.auth.password).fill("Wrong-password-1");
    await signIn.getByRole("button", { name: en.auth.submit.sign_in }).click();
    await expect(signIn.getByRole("alert")).toHaveText("Invalid credentials");
    // Editing a field clears the error.
    await signIn.getByLabel(en.auth.password).fill(PASSWORD);
    await expect(signIn.getByRole("alert")).toHaveCount(0);
    await signIn.getByRole("button", { name: en.auth.submit.sign_in }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sign in successful!" })).toBeVisible();
    await expect((await accountMenu(page)).getByRole("link", { name: en.header.dashboard })).toBeVisible();

    // Remember me was not ticked: the session cookie ends with the browser.
    const session = (await context.cookies()).find((cookie) => cookie.name === "flowlane.session_token");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(session?.expires).toBe(-1);

    await header(page).getByRole("link", { name: en.header.dashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header(page).getByRole("link", { name: en.header.dashboard })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("remember me keeps the session past the browser's end", async ({ page, context, baseURL }) => {
    const email = uniqueEmail("remember");
    await signUpByApi(page, baseURL as string, email);
    await context.clearCookies();
    await page.goto("/eng");
    await header(page).getByRole("button", { name: en.header.signIn }).click();
    const signIn = page.getByRole("dialog", { name: en.auth.titles.sign_in });
    await signIn.getByLabel(en.auth.email).fill(email);
    await signIn.getByLabel(en.auth.password).fill(PASSWORD);
    await signIn.getByLabel(en.auth.rememberMe).check();
    await signIn.getByRole("button", { name: en.auth.submit.sign_in }).click();
    await expect(header(page).getByRole("button", { name: en.header.account })).toBeVisible();
    const session = (await context.cookies()).find((cookie) => cookie.name === "flowlane.session_token");
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 86_400);
  });

  test("the dialog closes with Escape, the backdrop and its button, keeps focus inside and gives it back", async ({
    page,
  }) => {
    await page.goto("/eng");
    const opener = header(page).getByRole("button", { name: en.header.signIn });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: en.auth.titles.sign_in });
    await expect(dialog.getByLabel(en.auth.email)).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          document.activeElement === document.body ||
          Boolean(document.querySelector("dialog[open]")?.contains(document.activeElement)),
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole("button", { name: en.auth.forgotPasswordLink }).click();
    const forgot = page.getByRole("dialog", { name: en.auth.titles.forgot_password });
    await expect(forgot.getByText(en.auth.forgotHint)).toBeVisible();
    await forgot.getByRole("button", { name: en.auth.backToSignIn }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("forgot password: the e-mail's link sets a new password once, then sign in with it", async ({
    page,
    context,
    baseURL,
  }) => {
    const email = uniqueEmail("forgot");
    await signUpByApi(page, baseURL as string, email, "Forgetful Fred");
    await context.clearCookies();

    await page.goto("/eng");
    await header(page).getByRole("button", { name: en.header.signIn }).click();
    await page.getByRole("button", { name: en.auth.forgotPasswordLink }).click();
    const forgot = page.getByRole("dialog", { name: en.auth.titles.forgot_password });
    await forgot.getByLabel(en.auth.email).fill(email);
    await forgot.getByRole("button", { name: en.auth.submit.forgot_password }).click();
    // The dialog says the e-mail is on its way, and leads back to sign in (docs/PRODUCT.md, Accounts).
    await expect(forgot.getByRole("status")).toHaveText(en.auth.resetSent);
    await forgot.getByRole("button", { name: en.auth.backToSignIn }).click();
    await expect(page.getByRole("dialog", { name: en.auth.titles.sign_in })).toBeVisible();
    await page.keyboard.press("Escape");

    // English greets the account's owner by name (docs/decisions/0039); Czech and Polish do not.
    const mail = await expectMail(email, "Hello Forgetful Fred,", "/reset-password?token=");
    const link = /(http:\/\/[^\s]+\/reset-password\?token=[\w-]+&lang=en)/.exec(mail.text)?.[1] ?? "";
    // The HTML part: English, with the same link behind its button.
    expect(mail.html).toContain(`lang="en"`);
    expect(mail.html).toContain(`href="${link.replace("&", "&amp;")}"`);
    expect(link.startsWith(baseURL as string)).toBe(true);

    await page.goto(link);
    const form = page.getByRole("form", { name: en.reset.title });
    // Every rule is listed before anything is typed.
    for (const rule of [en.validation.passwordChecklist.length, en.validation.passwordChecklist.match]) {
      await expect(form.getByText(rule)).toBeVisible();
    }
    await form.getByLabel(en.reset.newPassword, { exact: true }).fill("newpassword");
    await form.getByLabel(en.reset.confirmPassword).fill("newpassword");
    await form.getByRole("button", { name: en.reset.submit }).click();
    await expect(form.getByText("Password must contain at least one number")).toBeVisible();
    const newPassword = "Brand-new-pass-7";
    await form.getByLabel(en.reset.newPassword, { exact: true }).fill(newPassword);
    await form.getByLabel(en.reset.confirmPassword).fill(newPassword);
    await form.getByRole("button", { name: en.reset.submit }).click();
    await expect(page.getByText(en.reset.success)).toBeVisible();

    const signIn = page.getByRole("dialog", { name: en.auth.titles.sign_in });
    await expect(signIn).toBeVisible();
    await signIn.getByLabel(en.auth.email).fill(email);
    await signIn.getByLabel(en.auth.password).fill(newPassword);
    await signIn.getByRole("button", { name: en.auth.submit.sign_in }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sign in successful!" })).toBeVisible();

    // The link works once.
    await context.clearCookies();
    await page.goto(link);
    await page.getByLabel(en.reset.newPassword, { exact: true }).fill("Another-pass-8");
    await page.getByLabel(en.reset.confirmPassword).fill("Another-pass-8");
    await page.getByRole("button", { name: en.reset.submit }).click();
    await expect(page.getByText(en.reset.invalidLink)).toBeVisible();
  });

  test("sign-up answers alike for an address that has an account, whose owner gets an e-mail instead", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("twice");
    await signUpByApi(page, baseURL as string, email, "First Owner");
    await page.context().clearCookies();
    await page.goto("/eng");
    await header(page).getByRole("button", { name: en.header.signIn }).click();
    await page.getByRole("dialog").getByRole("button", { name: en.auth.signUpLink }).click();
    const signUp = page.getByRole("dialog", { name: en.auth.titles.sign_up });
    await signUp.getByLabel(en.auth.fullName).fill("Second Person");
    await signUp.getByLabel(en.auth.email).fill(email);
    await signUp.getByLabel(en.auth.password, { exact: true }).fill(PASSWORD);
    await signUp.getByLabel(en.auth.confirmPassword).fill(PASSWORD);
    await signUp.getByRole("button", { name: en.auth.submit.sign_up }).click();
    await expect(signUp.getByRole("status")).toHaveText(
      `${en.auth.signUpSuccess} ${en.auth.signUpCheckEmail.replace("{email}", email)}`,
      { timeout: 30_000 },
    );
    await expectMail(email, "Subject: Your Flowlane account");
  });

  test("sign-up lists every password rule up front and ticks each one as it is met", async ({ page }) => {
    const rules = pl.validation.passwordChecklist;
    await page.goto("/pl");
    await header(page).getByRole("button", { name: pl.header.signIn }).click();
    await page.getByRole("button", { name: pl.auth.signUpLink }).click();
    const signUp = page.getByRole("dialog", { name: pl.auth.titles.sign_up });
    const met = signUp.locator("[data-met=true]");
    for (const rule of [rules.length, rules.number, rules.special, rules.match]) {
      await expect(signUp.getByText(rule)).toBeVisible();
    }
    await expect(signUp.locator("[data-met]")).toHaveCount(4);
    await expect(met).toHaveCount(0);

    const password = signUp.getByLabel(pl.auth.password, { exact: true });
    await password.fill("abcdefgh");
    await expect(met).toHaveText([`${rules.length} (${rules.met})`]);
    await password.fill("abcdefg1");
    await expect(met).toHaveCount(2);
    await password.fill("abcdef1!");
    await expect(met).toHaveCount(3);
    await signUp.getByLabel(pl.auth.confirmPassword).fill("abcdef1!");
    await expect(met).toHaveCount(4);
    const escaped = `${rules.special} (${rules.met})`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(password).toHaveAccessibleDescription(new RegExp(escaped));
    // Phone fields on Polish pages start with Poland (docs/decisions/0012).
    await expect(signUp.getByRole("button", { name: /\+48/ })).toBeVisible();
  });

  test("the confirmation link signs in and says so on the landing page, in the account's language", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("confirm");
    const signUp = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
      headers: { Origin: baseURL as string },
      data: { name: "Zofia Nowak", email, password: PASSWORD, confirmPassword: PASSWORD, lang: "pl" },
    });
    expect(signUp.ok()).toBe(true);
    const link = await confirmationLink(email);
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === "/pl/dashboard/inquiries");
    const confirmed = page.getByRole("status").filter({ hasText: pl.dashboard.desk.board.confirmed });
    await expect(confirmed).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: pl.dashboard.desk.board.title })).toBeVisible();

    // A spoilt link confirms nothing, and the page it lands on says nothing of the kind.
    await page.goto(link.replace(/token=[^&]+/, "token=spoilt"));
    await expect(page).toHaveURL((url) => url.searchParams.has("error"));
    await expect(page.getByRole("heading", { level: 2, name: pl.dashboard.desk.board.title })).toBeVisible();
    await expect(confirmed).toHaveCount(0);
  });

  test("/dashboard without a session redirects home on the server", async ({ request }) => {
    const response = await request.get("/dashboard", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/");
  });
});
