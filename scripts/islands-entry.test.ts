import { describe, expect, it } from "vitest";
import { ISLANDS_ENTRY, islandsEntryFiles, type ManifestChunk } from "./islands-entry";

/** The browser build's manifest as Vite writes it, shortened. */
const manifest: Record<string, ManifestChunk> = {
  [ISLANDS_ENTRY]: { file: "assets/islands.client-E.js", imports: ["_react-R.js", "_rolldown-runtime-L.js"] },
  "_react-R.js": { file: "assets/react-R.js", name: "react", imports: ["_rolldown-runtime-L.js"] },
  "_rolldown-runtime-L.js": { file: "assets/rolldown-runtime-L.js", name: "rolldown-runtime" },
  "_runtime-U.js": { file: "assets/runtime-U.js", name: "runtime", imports: ["_react-R.js"] },
};

describe("islandsEntryFiles", () => {
  it("gives the entry's module and every module it imports statically, each once", () => {
    expect(islandsEntryFiles(manifest)).toEqual({
      scripts: ["/assets/islands.client-E.js"],
      preloads: ["/assets/islands.client-E.js", "/assets/react-R.js", "/assets/rolldown-runtime-L.js"],
    });
  });

  it("fails the build when the entry would load React Router's runtime or any other group", () => {
    const leaking = {
      ...manifest,
      "_react-R.js": { ...manifest["_react-R.js"], file: "assets/react-R.js", imports: ["_runtime-U.js"] },
    };
    expect(() => islandsEntryFiles(leaking)).toThrow(/imports assets\/runtime-U\.js \(runtime\)/);
  });

  it("fails the build when the islands come in a file of their own, one more at a touch", () => {
    const apart = {
      ...manifest,
      [ISLANDS_ENTRY]: { file: "assets/islands.client-E.js", imports: ["_islands-I.js", "_react-R.js"] },
      "_islands-I.js": { file: "assets/islands-I.js", name: "islands", imports: ["_react-R.js"] },
    };
    expect(() => islandsEntryFiles(apart)).toThrow(/imports assets\/islands-I\.js \(islands\)/);
  });

  it("fails the build when the browser's build has no islands entry", () => {
    expect(() => islandsEntryFiles({})).toThrow(
      /app\/islands\.client\.tsx is not in the browser build's manifest/,
    );
  });
});
