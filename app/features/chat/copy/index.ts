import type { Lang } from "~/domain/languages";
import type { ChatCopy } from "./types";

export type { ChatCopy } from "./types";

/** The chat copy of one language, as its own chunk: the browser downloads only the page's language. */
export function loadChatCopy(lang: Lang): Promise<ChatCopy> {
  switch (lang) {
    case "cs":
      return import("./cs").then((module) => module.copy);
    case "pl":
      return import("./pl").then((module) => module.copy);
    default:
      return import("./en").then((module) => module.copy);
  }
}

export { fill } from "../../auth/fill";
