import { createContext, useContext } from "react";

/** The CSP nonce of a server-rendered response; undefined in prerendered pages and the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
