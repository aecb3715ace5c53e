import type { Translation } from "~/i18n/translations";
import type { copy } from "./en";

/** Every string of the demos in one language, shaped by the English source (en.ts). */
export type DemoCopy = Translation<typeof copy>;
