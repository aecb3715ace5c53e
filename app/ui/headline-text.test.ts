import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HeadlineText } from "./headline-text";

const render = (text: string) => renderToStaticMarkup(createElement(HeadlineText, { text }));

describe("HeadlineText", () => {
  it("pulls a full stop, comma, colon or exclamation mark back against its word", () => {
    expect(render("Rutinu převezme automatizace. Vy, zákazníci!")).toBe(
      'Rutinu převezme automatizace<span class="-ms-[0.07em]">.</span> Vy<span class="-ms-[0.07em]">,</span> zákazníci<span class="-ms-[0.07em]">!</span>',
    );
  });

  it("leaves figures, question marks and a headline without such marks as they are", () => {
    expect(render("99,9 % v 7–14 dní?")).toBe("99,9 % v 7–14 dní?");
  });
});
