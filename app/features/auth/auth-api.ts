/**
 * Calls to better-auth's endpoints from the browser (plain fetch: its client library is not
 * needed for four posts) and the message a failed call shows.
 */
import type { AccountMessages } from "~/i18n/messages/types";

export type AuthFailure = { status: number; code?: string; message?: string; field?: string };
export type AuthResult<T> = { ok: true; data: T } | { ok: false; error: AuthFailure };

export async function postAuth<T>(path: string, body: unknown): Promise<AuthResult<T>> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as T & Omit<AuthFailure, "status">;
    if (response.ok) return { ok: true, data };
    return {
      ok: false,
      error: { status: response.status, code: data.code, message: data.message, field: data.field },
    };
  } catch {
    return { ok: false, error: { status: 0 } };
  }
}

export type FailureContext = "sign_in" | "sign_up" | "reset";

/**
 * What a failed call shows (docs/PRODUCT.md, Accounts): our own rule messages as the server sent
 * them (already translated), a translated text for the answers better-auth gives by code, else
 * the form's fallback.
 */
export function failureMessage(
  context: FailureContext,
  error: AuthFailure,
  errors: AccountMessages["auth"]["errors"],
): string {
  if (error.status === 429) return errors.tooManyRequests;
  if (error.code === "VALIDATION_ERROR" && error.message) return error.message;
  if (error.code?.startsWith("USER_ALREADY_EXISTS")) return errors.userExists;
  if (error.code === "EMAIL_NOT_VERIFIED") return errors.emailNotVerified;
  if (context === "sign_in") return errors.signInFallback;
  if (context === "sign_up") return errors.signUpFallback;
  return errors.resetFallback;
}
