/**
 * The variant tables of app/ui and every call to them in app/. tailwind-merge (a development
 * dependency only, docs/decisions/0025-ui-variants.md) is the judge of which classes set the same
 * thing: where it would drop a class, the stylesheet's order would decide between two.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { extendTailwindMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { buttonClass, buttonVariants } from "./button";
import { inputClass, inputVariants } from "./form";

const appDir = new URL("..", import.meta.url).pathname;
const css = readFileSync(join(appDir, "app.css"), "utf8");

/** tailwind-merge's theme scales that app.css extends (`--radius-control` is radius `control`). */
const scales = ["color", "font-weight", "font", "text", "tracking", "spacing", "radius", "shadow", "animate"];

/** The theme's own names by scale, read from every @theme block of app.css. */
function themeNames() {
  const names: Record<string, string[]> = {};
  for (const [, variable] of css.matchAll(/^\s*--([a-z0-9-]+):/gm)) {
    // `--text-xl--line-height` is a property of `text-xl`, not a name of its own.
    if (!variable || variable.includes("--")) continue;
    const scale = scales.find((name) => variable.startsWith(`${name}-`));
    if (scale) names[scale] = [...(names[scale] ?? []), variable.slice(scale.length + 1)];
  }
  return names;
}

const merge = extendTailwindMerge({ extend: { theme: themeNames() } });

/** The classes of a class string that another class of it overrides or repeats. */
function clashes(classes: string) {
  const kept = new Set(merge(classes).split(" "));
  const all = classes.split(/\s+/).filter(Boolean);
  return all.filter((name, index) => !kept.has(name) || all.indexOf(name) !== index);
}

/** Every combination of a table's variants, as the options object of its function. */
function combinations(variants: Record<string, Record<string, string>>) {
  let options: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(variants))
    options = options.flatMap((option) => Object.keys(values).map((value) => ({ ...option, [name]: value })));
  return options;
}

const primitives = {
  buttonClass: { classes: buttonClass, variants: buttonVariants },
  inputClass: { classes: inputClass, variants: inputVariants },
} as const satisfies Record<string, { classes: (options?: never) => string; variants: object }>;

describe("merging by the theme's own names", () => {
  it("knows the radii, spacings and animations app.css adds", () => {
    expect(merge("rounded-lg rounded-control")).toBe("rounded-control");
    expect(merge("rounded-card rounded-xl")).toBe("rounded-xl");
    expect(merge("py-2 py-band")).toBe("py-band");
    expect(merge("animate-pulse animate-flow-in")).toBe("animate-flow-in");
  });

  it("tells a text colour of the theme from a text size", () => {
    expect(merge("text-sm text-ink")).toBe("text-sm text-ink");
    expect(merge("text-ink text-brand-700")).toBe("text-brand-700");
  });

  it("leaves a breakpoint's class beside the plain one", () => {
    expect(clashes("px-3 lg:px-2.5 2xl:px-3.5")).toEqual([]);
    expect(clashes("px-5 py-2 px-3")).toEqual(["px-5"]);
  });
});

describe.each(Object.entries(primitives))("%s", (_name, { classes, variants }) => {
  const call = classes as (options?: Record<string, unknown>) => string;

  it.each(combinations(variants))("sets each property once: %o", (options) => {
    expect(clashes(call(options))).toEqual([]);
  });

  it("puts a caller's classes after the variants' own", () => {
    expect(call({ className: "mt-3" }).endsWith(" mt-3")).toBe(true);
  });
});

describe("buttonClass", () => {
  it("is a medium primary button unless told otherwise", () => {
    expect(buttonClass()).toBe(buttonClass({ tone: "primary", size: "md" }));
  });

  it("lifts solid buttons with a shadow, but not the small ones of a chat answer", () => {
    for (const tone of ["primary", "danger"] as const) {
      for (const size of ["md", "sm", "snug", "xs"] as const)
        expect(buttonClass({ tone, size }).split(" ")).toContain("shadow-sm");
      expect(buttonClass({ tone, size: "2xs" }).split(" ")).not.toContain("shadow-sm");
    }
    expect(buttonClass({ tone: "secondary" }).split(" ")).not.toContain("shadow-sm");
  });

  it("drops a caller's condition that does not hold", () => {
    expect(buttonClass({ tone: "secondary", className: ["w-full", false] })).toBe(
      buttonClass({ tone: "secondary", className: "w-full" }),
    );
  });
});

// ------------------------------------------------------------------------------------------------
// The callers: every class string in app/, read from the source.

const sources = readdirSync(appDir, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("+types"))
  .map((file) => {
    const path = join(appDir, file);
    return ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  });

function where(node: ts.Node) {
  const source = node.getSourceFile();
  return `${relative(appDir, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

function visit(node: ts.Node, found: (node: ts.Node) => void) {
  found(node);
  ts.forEachChild(node, (child) => visit(child, found));
}

/**
 * The strings an expression can be, when they are written in it: literals, conditions, arrays
 * and templates of them (`false` and `undefined` add nothing). Undefined when a part is computed.
 */
function possibleStrings(node: ts.Expression): string[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return possibleStrings(node.expression);
  if (node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) return [""];
  if (ts.isIdentifier(node) && node.text === "undefined") return [""];
  if (ts.isConditionalExpression(node)) {
    const [yes, no] = [possibleStrings(node.whenTrue), possibleStrings(node.whenFalse)];
    return yes && no ? [...yes, ...no] : undefined;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    const right = possibleStrings(node.right);
    return right && ["", ...right];
  }
  const joined = (parts: (string[] | undefined)[]) =>
    parts.reduce<string[] | undefined>(
      (all, part) => all && part && all.flatMap((left) => part.map((right) => `${left} ${right}`)),
      [""],
    );
  if (ts.isArrayLiteralExpression(node)) return joined(node.elements.map((e) => possibleStrings(e)));
  if (ts.isTemplateExpression(node))
    return joined([
      [node.head.text],
      ...node.templateSpans.flatMap((span) => [possibleStrings(span.expression), [span.literal.text]]),
    ]);
  return undefined;
}

describe("calls to the variant tables in app/", () => {
  const calls: { at: string; name: keyof typeof primitives; call: ts.CallExpression }[] = [];
  for (const source of sources)
    visit(source, (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in primitives)
        calls.push({ at: where(node), name: node.expression.text as keyof typeof primitives, call: node });
    });

  it("are found", () => {
    expect(calls.length).toBeGreaterThan(50);
  });

  it("give their extra classes as className, not by adding to the result", () => {
    const added = calls.filter(({ call }) => {
      const parent = call.parent;
      return (
        ts.isTemplateSpan(parent) ||
        (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken)
      );
    });
    expect(added.map(({ at }) => at)).toEqual([]);
  });

  it("never set what a variant sets", () => {
    const problems: string[] = [];
    for (const { at, name, call } of calls) {
      const [argument] = call.arguments;
      if (!argument) continue;
      if (!ts.isObjectLiteralExpression(argument)) {
        problems.push(`${at}: options must be written out`);
        continue;
      }
      let options: Record<string, string | undefined>[] = [{}];
      for (const property of argument.properties) {
        const values = ts.isPropertyAssignment(property) ? possibleStrings(property.initializer) : undefined;
        if (!values || !property.name || !ts.isIdentifier(property.name)) {
          problems.push(`${at}: ${property.getText()} must be written out, so this test can read it`);
          continue;
        }
        const key = property.name.text;
        options = options.flatMap((option) =>
          values.map((value) => ({ ...option, [key]: value || undefined })),
        );
      }
      const classes = primitives[name].classes as (options: object) => string;
      for (const option of options) {
        const clash = clashes(classes(option));
        if (clash.length) problems.push(`${at}: ${JSON.stringify(option)} overrides ${clash.join(" ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("class strings in app/", () => {
  /** A class name without its variants and `!`: `hover:!bg-red-800` is `bg-red-800`. */
  const utility = /^(?:-?[a-z][a-z0-9]*(?:-(?:[a-z0-9./%]+|\[[^\]\s]+\]|\([^)\s]+\)))*|\[[^\]\s]+\])$/;
  const bare = (name: string) => name.replace(/^(?:[^\s:]+:)*/, "").replace(/^!|!$/g, "");

  // Tailwind's important modifier (`!py-2`, or `py-2!` in Tailwind 4) wins over every other
  // class: a caller that needs another look asks its primitive for a variant instead.
  it("use no important modifier", () => {
    const found: string[] = [];
    for (const source of sources)
      visit(source, (node) => {
        if (!ts.isStringLiteralLike(node) && !ts.isTemplateLiteralToken(node)) return;
        const names = node.text.split(/\s+/).filter(Boolean);
        // Only strings that are all class names: copy such as "Thank you!" is not one.
        if (!names.every((name) => utility.test(bare(name)))) return;
        for (const name of names) if (/^(?:[^\s:]+:)*!|!$/.test(name)) found.push(`${where(node)}: ${name}`);
      });
    expect(found).toEqual([]);
  });
});
