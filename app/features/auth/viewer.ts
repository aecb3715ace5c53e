import type { Lang } from "~/domain/languages";
import type { UserRole } from "../../domain/roles";

/** The signed-in user as the server knows him (shared with the browser: nothing secret). */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  /** The address is proven his (confirmation link): only then are leads with it his. */
  emailVerified: boolean;
  role: UserRole;
  phone: string | null;
  lang: Lang;
  /** The IANA zone the desk writes his times in: his own, else the agency's. */
  timeZone: string;
}
