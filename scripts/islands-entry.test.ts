import { describe, expect, it } from "vitest";
import { ISLANDS_ENTRY, islandsEntryFiles, type ManifestChunk } from "./islands-entry";

/** The browser build's manifest as Vite writes it, shortened. */
const manifest: Record<string, ManifestChunk> = {
  [ISLANDS_ENTRY]: { file: "assets/islands.client-E.js", imports: ["_islands-I.js", "_react-R.js"] },
  "_islands-I.js": { file: "assets/islands-I.js", name: "islands", imports: ["_react-R.js"] },
  "_react-R.js": { file: "assets/react-R.js", name: "react" },
  "_runtime-U.js": { file: "assets/runtime-U.js", name: "runtime", imports: ["_react-R.js"] },
};

describe("islandsEntryFiles", () => {
  it("gives the entry's module and every module it imports statically, each once", () => {
    expect(islandsEntryFiles(manifest)).toEqual({
      scripts: ["/assets/islands.client-E.js"],
      preloads: ["/assets/islands.client-E.js", "/assets/islands-I.js", "/assets/react-R.js"],
    });
  });

  it("fails the build when the entry would load React Router's runtime or any other group", () => {
    const leaking = {
      ...manifest,
      "_islands-I.js": {
        ...manifest["_islands-I.js"],
        file: "assets/islands-I.js",
        imports: ["_runtime-U.js"],
      },
    };
    expect(() => islandsEntryFiles(leaking)).toThrow(/imports assets\/runtime-U\.js \(runtime\)/);
  });

  it("fails the build when the browser's build has no islands entry", () => {
    expect(() => islandsEntryFiles({})).toThrow(
      /app\/islands\.client\.tsx is not in the browser build's manifest/,
    );
  });
});
