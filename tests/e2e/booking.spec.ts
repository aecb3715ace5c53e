/**
 * The booking dialog both ways: without BOOKING_URL (a server of this file's own) it takes a
 * request for a call, with and without JavaScript; with it (the suite's server) it embeds the
 * calendar with the visit's campaign parameters.
 */
import type { Page } from "@playwright/test";
import { bookingDays } from "../../app/features/booking/windows";
import { desk as csDesk } from "../../app/i18n/messages/cs/desk";
import { forms as cs } from "../../app/i18n/messages/cs/forms";
import { shell as csShell } from "../../app/i18n/messages/cs/shell";
import { forms as en } from "../../app/i18n/messages/en/forms";
import { shell as enShell } from "../../app/i18n/messages/en/shell";
import { forms as pl } from "../../app/i18n/messages/pl/forms";
import { shell as plShell } from "../../app/i18n/messages/pl/shell";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectMailIn } from "./outbox";
import { useOwnServer } from "./servers";

/** Text as a reader sees it: a non-breaking space is a space. */
const normalised = (text: string) => text.replace(/\s+/g, " ");

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The server drops a request sent sooner than 3 s after its form was rendered (as a person cannot). */
async function atHumanPace(page: Page, renderedAt: number) {
  await expect.poll(() => Date.now() - renderedAt, { timeout: 10_000 }).toBeGreaterThan(3_200);
  await expect(page.locator("body")).toBeVisible();
}

test.describe("without BOOKING_URL", () => {
  // The next port after the suite's server, without the calendar the suite's server embeds.
  const server = useOwnServer(1, { BOOKING_URL: undefined });
  const { origin } = server;

  const languages = [
    { path: "/cs", forms: cs, shell: csShell, greeting: "Dobrý den", dialCode: "+420", phone: "608 111 222" },
    {
      path: "/pl",
      forms: pl,
      shell: plShell,
      greeting: pl.mail.greeting,
      dialCode: "+48",
      phone: "512 345 678",
    },
    {
      path: "/eng",
      forms: en,
      shell: enShell,
      greeting: en.mail.greeting,
      dialCode: "+420",
      phone: "608 111 222",
    },
  ];

  for (const { path, forms, shell, greeting, dialCode, phone } of languages) {
    test(`${path}: the dialog takes a request for up to three times and the confirmation goes out`, async ({
      page,
    }) => {
      const email = unique(`booking${path.slice(1)}`);
      await page.goto(`${origin}${path}`);
      await page.getByRole("main").getByRole("button", { name: shell.cta.bookConsultation }).first().click();
      const dialog = page.getByRole("dialog", { name: shell.booking.dialogTitle });
      const form = dialog.getByRole("form", { name: forms.booking.title });
      await expect(form).toBeVisible();
      const renderedAt = Date.now();

      // Sent empty: the windows, the name and the address are asked for.
      await form.getByRole("button", { name: forms.booking.submit }).click();
      await expect(form.getByText(forms.errors.windows)).toBeVisible();

      const windows = form.getByRole("checkbox");
      await expect(windows).toHaveCount(20);
      for (const index of [0, 3, 5]) await windows.nth(index).check();
      // Three is the most: the others rest.
      await expect(windows.nth(1)).toBeDisabled();
      await windows.nth(5).uncheck();
      await expect(windows.nth(1)).toBeEnabled();
      await windows.nth(6).check();
      await expect(form.getByText(forms.errors.windows)).toHaveCount(0);
      await form.getByLabel(forms.booking.name).fill("Jana Nováková");
      await form.getByLabel(forms.booking.email).fill(email);
      // The number is asked for, in the page's country unless its prefix says otherwise.
      await expect(form.getByRole("button", { name: new RegExp(`\\${dialCode}$`) })).toBeVisible();
      await form.getByLabel(forms.booking.phone).fill(phone);
      await atHumanPace(page, renderedAt);
      await form.getByRole("button", { name: forms.booking.submit }).click();

      // The confirmation in place and the e-mail repeat the picked times, in the offer's order.
      const status = dialog.getByRole("status");
      await expect(status).toContainText(forms.sent.booking);
      const picked = status.getByRole("list").first().getByRole("listitem");
      await expect(picked).toHaveCount(3);
      const times = await picked.allTextContents();
      const confirmation = await expectMailIn(server.dataDir, email, greeting);
      expect(normalised(confirmation.text)).toContain(normalised(forms.mail.confirmations.booking.body));
      for (const time of times) expect(normalised(confirmation.text)).toContain(normalised(time));
      expect(confirmation.raw).not.toContain("Jana");
      // Staff read the windows under the dashboard's label (the notice is in Czech: no account).
      await expectMailIn(server.dataDir, "hello@flowlane.cz", email, csDesk.fields.windows);
    });
  }

  test("the booking page is the prerendered one, with the coming working days and a fresh form token", async ({
    request,
    page,
  }) => {
    const answer = await request.get(`${origin}/cs/booking`);
    expect(answer.headers()["cache-control"]).toBe("private, no-cache");
    // The prerendered page's script hashes, not a per-request nonce.
    expect(answer.headers()["content-security-policy"]).toContain("'sha256-");
    const html = await answer.text();
    expect(html).toContain('<template id="held-scripts">');
    expect(html).not.toContain("{{fresh:");
    const offered = [...html.matchAll(/name="windows" value="([\d-]+):morning"/g)].map((match) => match[1]);
    // The page was filled in at some moment between these two.
    const before = bookingDays(new Date(Date.now() - 60_000));
    const after = bookingDays(new Date());
    expect([before, after]).toContainEqual(offered);
    expect(html).toMatch(/name="form_token" value="\d{13}\.[\w-]{43}"/);
    // The call request with its next steps beside it, axe clean.
    await page.goto(`${origin}/cs/booking`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the call windows and the day labels keep clear of each other from 320 to 1440 px", async ({
    page,
  }) => {
    for (const path of ["/cs/booking", "/eng/booking", "/pl/booking"]) {
      // Loaded once and drawn again at each width: the form is laid out by CSS alone (a container
      // query, no script reading the width), so a resized page is laid out as one loaded at it.
      await page.setViewportSize({ width: 320, height: 900 });
      await page.goto(`${origin}${path}`);
      for (const width of [320, 390, 640, 768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const boxes = await page.locator("fieldset li > span").evaluateAll((elements) =>
          elements.flatMap((element) =>
            [...(element.matches(":first-child") ? [element] : element.querySelectorAll("label"))].map(
              (box) => {
                const { left, right, top, bottom } = box.getBoundingClientRect();
                return { text: box.textContent, left, right, top, bottom };
              },
            ),
          ),
        );
        expect(boxes.length).toBeGreaterThan(10);
        // At least 5 px between any two, side by side or one above the other.
        const crowded = boxes.flatMap((a, index) =>
          boxes
            .slice(index + 1)
            .filter(
              (b) =>
                a.left < b.right + 5 && b.left < a.right + 5 && a.top < b.bottom - 1 && b.top < a.bottom - 1,
            )
            .map((b) => `${width} px ${path}: "${a.text}" and "${b.text}"`),
        );
        expect(crowded).toEqual([]);
      }
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the booking button leads to the booking page, whose form posts to the thank-you page", async ({
      page,
    }) => {
      const email = unique("booking-nojs");
      await page.goto(`${origin}/pl`);
      await page.getByRole("main").getByRole("link", { name: plShell.cta.bookConsultation }).first().click();
      await expect(page).toHaveURL(/\/pl\/booking$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(plShell.booking.dialogTitle);
      // Before sending, the page says what its confirmation will: the same three steps.
      const steps = page.getByRole("heading", { level: 2, name: pl.mail.nextTitle }).locator("xpath=..");
      await expect(steps.getByRole("listitem")).toContainText([...pl.mail.confirmations.booking.next]);
      const form = page.getByRole("form", { name: pl.booking.title });

      // Nothing ticked: the page comes back with the message and the name kept.
      await form.getByLabel(pl.booking.name).fill("Piotr Nowak");
      await form.getByLabel(pl.booking.email).fill(email);
      await form.getByLabel(pl.booking.phone).fill("512 345 678");
      await form.getByRole("button", { name: pl.booking.submit }).click();
      const again = page.getByRole("form", { name: pl.booking.title });
      await expect(again.getByText(pl.errors.windows)).toBeVisible();
      // The page came back with a form rendered just now.
      const renderedAgainAt = Date.now();
      await expect(again.getByLabel(pl.booking.name)).toHaveValue("Piotr Nowak");

      await again.getByRole("checkbox").nth(2).check();
      await again.getByRole("checkbox").nth(9).check();
      await again.getByLabel(pl.booking.email).fill(email);
      await expect(again.getByLabel(pl.booking.phone)).toHaveValue(/512 345 678$/);
      await atHumanPace(page, renderedAgainAt);
      await again.getByRole("button", { name: pl.booking.submit }).click();
      await expect(page).toHaveURL(/\/pl\/sent\/booking$/);
      await expect(page.getByRole("status")).toHaveText(pl.sent.booking);
      await expectMailIn(server.dataDir, email, pl.mail.confirmations.booking.body);
    });
  });

  test("a phone number is never broken across lines, on the booking and contact pages at 390 and 1440 px", async ({
    page,
  }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        "/cs/booking",
        "/eng/booking",
        "/pl/booking",
        "/cs/contact",
        "/eng/contact",
        "/pl/contact",
      ]) {
        await page.goto(`${origin}${path}`);
        const numbers = page.locator('main a[href^="tel:"]');
        await expect(numbers.first()).toBeVisible();
        const lines = await numbers.evaluateAll((links) =>
          links.map((link) => `${link.textContent}: ${link.getClientRects().length}`),
        );
        expect(lines, `${path} at ${width} px`).toEqual(lines.map((line) => line.replace(/\d+$/, "1")));
      }
    }
  });
});

test("with BOOKING_URL the dialog embeds the calendar with the visit's UTM parameters", async ({ page }) => {
  await page.goto("/eng?utm_source=newsletter&utm_campaign=autumn");
  await page.getByRole("main").getByRole("button", { name: enShell.cta.bookConsultation }).first().click();
  const frame = page.getByRole("dialog").locator("iframe");
  await expect(frame).toHaveAttribute("title", enShell.booking.frameTitle);
  const src = new URL((await frame.getAttribute("src")) ?? "");
  expect(src.pathname).toBe("/e2e/booking-calendar");
  expect(src.searchParams.get("utm_source")).toBe("newsletter");
  expect(src.searchParams.get("utm_campaign")).toBe("autumn");
  // Nobody is signed in: no name or address to prefill.
  expect(src.searchParams.has("email")).toBe(false);
});

test("with BOOKING_URL the booking page's calendar spans the page's column at 1440 px, no third left empty", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/cs/booking");
  const frame = page.getByRole("main").locator("iframe");
  await expect(frame).toHaveAttribute("title", csShell.booking.frameTitle);
  // The content width of the page's column, and the calendar's inside its card (padding 2 rem, border 1 px).
  const column = await page
    .getByRole("main")
    .locator(".container-page")
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return (
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      );
    });
  const box = await frame.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(column - 2 * 32 - 2 - 1);
  // The visitor books a slot in the calendar himself: the page does not promise to confirm one of
  // "the times that suit you", which is what the call request does.
  await expect(page.getByRole("main")).not.toContainText(csShell.booking.meta.description);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute(
    "content",
    csShell.booking.meta.description,
  );
});
