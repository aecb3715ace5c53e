import { afterEach, describe, expect, it, vi } from "vitest";
import { accountStore, authDialogStore, closeAuthDialog, openAuthDialog, setSignedIn } from "./account-store";

describe("the account's stores", () => {
  afterEach(() => closeAuthDialog());

  it("open the authentication dialog in a mode from any control, telling every subscriber until it unsubscribes", () => {
    const host = vi.fn();
    const other = vi.fn();
    const stopHost = authDialogStore.subscribe(host);
    const stopOther = authDialogStore.subscribe(other);

    openAuthDialog();
    expect(authDialogStore.read()).toBe("sign_in");
    openAuthDialog("forgot_password");
    expect(authDialogStore.read()).toBe("forgot_password");
    expect(host).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(2);

    stopOther();
    closeAuthDialog();
    expect(authDialogStore.read()).toBeNull();
    expect(host).toHaveBeenCalledTimes(3);
    expect(other).toHaveBeenCalledTimes(2);
    stopHost();
  });

  it("hold who is signed in, unknown on the server and while hydrating", () => {
    const header = vi.fn();
    const stop = accountStore.subscribe(header);
    setSignedIn({ name: "Jana Nováková", role: "staff" });
    expect(accountStore.read()).toEqual({
      status: "signedIn",
      user: { name: "Jana Nováková", role: "staff" },
    });
    setSignedIn(null);
    expect(accountStore.read()).toEqual({ status: "signedOut" });
    expect(header).toHaveBeenCalledTimes(2);
    expect(accountStore.readServed()).toEqual({ status: "unknown" });
    expect(authDialogStore.readServed()).toBeNull();
    stop();
  });
});
