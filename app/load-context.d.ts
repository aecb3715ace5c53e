import "react-router";
import type { AppServices } from "~/platform/services.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by the Node server for every server-rendered response (server/security.ts). */
    cspNonce?: string;
    /** The visitor's address: the socket's, or the one the trusted proxies forwarded (TRUST_PROXY). */
    clientIp: string;
    services: AppServices;
  }
}
