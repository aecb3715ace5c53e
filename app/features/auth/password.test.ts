import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("hashes with scrypt N=2^17, r=8, p=1 and a fresh salt, and verifies only the right password", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const [first, second] = await Promise.all([hashPassword("Heslo-2024"), hashPassword("Heslo-2024")]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(first).not.toBe(second);
    const results = await Promise.all([
      verifyPassword({ hash: first, password: "Heslo-2024" }),
      verifyPassword({ hash: first, password: "Heslo-2025" }),
      verifyPassword({ hash: second, password: "Heslo-2024" }),
    ]);
    expect(results).toEqual([true, false, true]);
  }, 60_000);

  it("refuses hashes it did not make, and parameters that would exhaust memory", async () => {
    expect(await verifyPassword({ hash: "salt:hash", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "scrypt$1073741824$8$1$c2FsdA==$aGFzaA==", password: "x" })).toBe(
      false,
    );
  });
});
