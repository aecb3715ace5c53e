import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { addressText } from "./address-text";

const render = (text: string) => renderToStaticMarkup(createElement(Fragment, null, addressText(text)));

describe("addressText", () => {
  it("lets an address break after the @ and before a dot, never inside a word", () => {
    expect(render("martin.dvorak@autoservis-dvorak.cz")).toBe(
      "martin<wbr/>.dvorak@<wbr/>autoservis-dvorak<wbr/>.cz",
    );
  });

  it("leaves a name or a company as it is", () => {
    expect(render("Autoservis Dvořák s.r.o.")).toBe("Autoservis Dvořák s.r.o.");
  });
});
