import { Fragment } from "react";

/** After the @ and before each dot of an address: where a line may break (Chicago Manual of Style). */
const breakPoint = /(?<=@)|(?=\.)/;

/**
 * A text that may be an email address, with line breaks allowed only where an address may break:
 * a narrow board card otherwise cut "martin.dvorak@autos|ervis-dvorak.cz" inside a word. A name
 * or a company (no @) stays as it is. A function, not a component: the board's eighty cards draw it
 * without one each.
 */
export function addressText(text: string) {
  if (!text.includes("@")) return text;
  return text.split(breakPoint).map((part, index) => (
    <Fragment key={`${index}-${part}`}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
