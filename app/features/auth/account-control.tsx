import CircleUser from "lucide-react/icons/circle-user";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import LogIn from "lucide-react/icons/log-in";
import LogOut from "lucide-react/icons/log-out";
import { lazy, Suspense, useEffect } from "react";
import type { Lang } from "~/domain/languages";
import type { AccountMessages } from "~/i18n/messages/types";
import { buttonClass } from "~/ui/button";
import { closeEnclosingMenu } from "~/ui/menu-events";
import { useDisclosure } from "~/ui/use-disclosure";
import {
  closeAuthDialog,
  loadAccount,
  openAuthDialog,
  signOut,
  useAccount,
  useAuthDialogMode,
} from "./account-store";

/** Loaded on the dialog's first opening: public pages carry none of its code. */
const AuthDialog = lazy(() => import("./auth-dialog"));

const icons = { signIn: LogIn, account: CircleUser, dashboard: LayoutDashboard, signOut: LogOut } as const;

function Icon({ name }: { name: keyof typeof icons }) {
  const Glyph = icons[name];
  return <Glyph aria-hidden="true" focusable="false" className="size-5 shrink-0" />;
}

/** Full navigation home, in the page's language (docs/PRODUCT.md, Accounts). */
export async function signOutAndGoHome(home: string) {
  await signOut().catch(() => undefined);
  window.location.assign(home);
}

/** What the account controls draw and where they lead, given by the header. */
interface AccountControlProps {
  t: AccountMessages["header"];
  /** The home page in the page's language, where signing out leads. */
  home: string;
  dashboard: string;
}

/**
 * The header bar's account corner: "Sign in" when signed out, an account menu with "Dashboard"
 * and "Sign out" when signed in. Between lg and 2xl the bar only has room for an icon (the text
 * stays the accessible name). Until the session is known it is the "Sign in" button: a prerendered
 * page cannot know the session, and most visitors are signed out (docs/decisions/0031-the-first-touch.md).
 * The dashboard is a full page load (a plain link: no React Router where the control is an
 * island of its own, docs/decisions/0088-module-stores-in-place-of-the-public-page-s-contexts.md).
 */
export function AccountControl({ t, home, dashboard, address }: AccountControlProps & { address: string }) {
  const account = useAccount();
  const menu = useDisclosure(address);
  const compact = "lg:sr-only 2xl:not-sr-only";
  const button = buttonClass({
    tone: "secondary",
    size: "snug",
    className: "whitespace-nowrap lg:px-2.5 2xl:px-3.5",
  });

  useEffect(() => {
    void loadAccount();
  }, []);

  if (account.status !== "signedIn") {
    return (
      <button type="button" onClick={() => openAuthDialog("sign_in")} title={t.signIn} className={button}>
        <Icon name="signIn" />
        <span className={compact}>{t.signIn}</span>
      </button>
    );
  }
  const item =
    "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-ink-100";
  return (
    <div ref={menu.containerRef} className="relative">
      <button {...menu.buttonProps} title={account.user.name} className={button}>
        <Icon name="account" />
        <span className={compact}>{t.account}</span>
      </button>
      <div
        {...menu.panelProps}
        className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-ink-200 bg-white p-1.5 shadow-xl"
      >
        <p className="truncate px-3 py-2 text-xs text-ink-600">{account.user.name}</p>
        <a href={dashboard} onClick={menu.close} className={item}>
          <Icon name="dashboard" />
          {t.dashboard}
        </a>
        <button type="button" onClick={() => signOutAndGoHome(home)} className={item}>
          <Icon name="signOut" />
          {t.signOut}
        </button>
      </div>
    </div>
  );
}

/** The same choices laid out full width in the mobile menu, which closes before acting. */
export function MobileAccountControl({ t, home, dashboard }: AccountControlProps) {
  const account = useAccount();
  const button = buttonClass({
    tone: "secondary",
    className: "w-full whitespace-nowrap",
  });

  useEffect(() => {
    void loadAccount();
  }, []);

  if (account.status !== "signedIn") {
    return (
      <button
        type="button"
        onClick={(event) => {
          closeEnclosingMenu(event.currentTarget);
          openAuthDialog("sign_in");
        }}
        className={button}
      >
        <Icon name="signIn" />
        {t.signIn}
      </button>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <a href={dashboard} onClick={(event) => closeEnclosingMenu(event.currentTarget)} className={button}>
        <Icon name="dashboard" />
        {t.dashboard}
      </a>
      <button
        type="button"
        onClick={(event) => {
          closeEnclosingMenu(event.currentTarget);
          void signOutAndGoHome(home);
        }}
        className={button}
      >
        <Icon name="signOut" />
        {t.signOut}
      </button>
    </div>
  );
}

/** The authentication dialog, rendered once in the header whichever control opened it. */
export function AuthDialogHost({ lang, closeLabel }: { lang: Lang; closeLabel: string }) {
  const mode = useAuthDialogMode();
  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog mode={mode} lang={lang} closeLabel={closeLabel} onClose={closeAuthDialog} />
    </Suspense>
  );
}
