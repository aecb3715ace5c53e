/**
 * Files visitors upload (hiring PDFs): on local disk under DATA_DIR/uploads, never under the
 * web root; read back only through a staff-only route.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array>;
}

export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: "wx", mode: 0o600 });
    },
    get: (key) => readFile(pathOf(key)),
  };
}

export function uploadsDir(dataDir: string) {
  return join(dataDir, "uploads");
}
