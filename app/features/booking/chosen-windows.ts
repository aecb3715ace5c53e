import type { FormsMessages } from "~/i18n/messages/types";
import { windowLabel } from "./windows";

/**
 * The windows a visitor picked, under the form's title for them, as the confirmation in place
 * and the confirmation e-mail repeat them ("Tue, Nov 24, 9:00–12:00"): the same words on the
 * page and in the inbox.
 */
export function chosenWindows(
  windows: readonly string[],
  locale: string,
  copy: Pick<FormsMessages["booking"], "chosen" | "parts">,
): { title: string; items: string[] } {
  return { title: copy.chosen, items: windows.map((value) => windowLabel(value, locale, copy.parts)) };
}
