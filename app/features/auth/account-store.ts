/**
 * The browser's view of the account: who is signed in (read from /api/session, since public
 * pages are prerendered without cookies) and which mode of the authentication dialog is open.
 * Module stores (app/ui/store.ts), so the header, the dialog, the reset screen and the dashboard
 * share them without a provider, each in whichever React root it is rendered.
 */
import { createStore, type Store, useStore } from "~/ui/store";
import type { UserRole } from "../../domain/roles";

export type AuthMode = "sign_in" | "sign_up" | "forgot_password";

export interface SignedInUser {
  name: string;
  role: UserRole;
}

export type AccountState =
  | { status: "unknown" }
  | { status: "signedOut" }
  | { status: "signedIn"; user: SignedInUser };

const account = createStore<AccountState>({ status: "unknown" });
/** Who is signed in: unknown on the server and until /api/session answers. */
export const accountStore: Store<AccountState> = account;

const dialogMode = createStore<AuthMode | null>(null);
/** The authentication dialog's mode, or null while it is closed. */
export const authDialogStore: Store<AuthMode | null> = dialogMode;

export function setSignedIn(user: SignedInUser | null) {
  account.write(user ? { status: "signedIn", user } : { status: "signedOut" });
}

let loading: Promise<void> | null = null;

/** Asks the server once per page load who is signed in. */
export function loadAccount(): Promise<void> {
  loading ??= fetch("/api/session", { headers: { Accept: "application/json" }, cache: "no-store" })
    .then((response) =>
      response.ok ? (response.json() as Promise<{ user: SignedInUser | null }>) : { user: null },
    )
    .then(({ user }) => setSignedIn(user))
    .catch(() => setSignedIn(null));
  return loading;
}

export function useAccount(): AccountState {
  return useStore(accountStore);
}

export function openAuthDialog(mode: AuthMode = "sign_in") {
  dialogMode.write(mode);
}

export function closeAuthDialog() {
  dialogMode.write(null);
}

export function useAuthDialogMode(): AuthMode | null {
  return useStore(authDialogStore);
}

/** Ends the session on the server; the caller then goes home (docs/PRODUCT.md, Accounts). */
export async function signOut(path: "/sign-out" | "/revoke-sessions" = "/sign-out") {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  if (!response.ok) throw new Error(`Sign-out failed: ${response.status}`);
  setSignedIn(null);
}
