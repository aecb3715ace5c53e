/**
 * The browser's view of the account: who is signed in (read from /api/session, since public
 * pages are prerendered without cookies) and which mode of the authentication dialog is open.
 * Plain module state with useSyncExternalStore, so the header, the dialog, the reset screen and
 * the dashboard share it without a provider.
 */
import { useSyncExternalStore } from "react";
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

const UNKNOWN: AccountState = { status: "unknown" };

let account: AccountState = UNKNOWN;
let dialogMode: AuthMode | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSignedIn(user: SignedInUser | null) {
  account = user ? { status: "signedIn", user } : { status: "signedOut" };
  emit();
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
  return useSyncExternalStore(
    subscribe,
    () => account,
    () => UNKNOWN,
  );
}

export function openAuthDialog(mode: AuthMode = "sign_in") {
  dialogMode = mode;
  emit();
}

export function closeAuthDialog() {
  dialogMode = null;
  emit();
}

export function useAuthDialogMode(): AuthMode | null {
  return useSyncExternalStore(
    subscribe,
    () => dialogMode,
    () => null,
  );
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
