import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";
import { type FileStorage, fileStorageFor, localFileStorage, s3ObjectUrl } from "./storage.server";

const pdf = new TextEncoder().encode("%PDF-1.7\n%%EOF");
const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

/** What every storage must do, whatever keeps the bytes. */
function behavesAsFileStorage(storage: () => FileStorage) {
  it("gives back the bytes it was given", async () => {
    await storage().put("applications/2026-11/a b.pdf", pdf);
    expect(text(await storage().get("applications/2026-11/a b.pdf"))).toBe("%PDF-1.7\n%%EOF");
  });

  it("answers null for a key it does not hold", async () => {
    expect(await storage().get("applications/missing.pdf")).toBeNull();
  });

  it("deletes a file, and takes the deletion of a missing one calmly", async () => {
    await storage().put("applications/2026-11/gone.pdf", pdf);
    await storage().delete("applications/2026-11/gone.pdf");
    expect(await storage().get("applications/2026-11/gone.pdf")).toBeNull();
    await storage().delete("applications/2026-11/gone.pdf");
  });
}

describe("local file storage", () => {
  const root = mkdtempSync(join(tmpdir(), "storage-test-"));
  behavesAsFileStorage(() => localFileStorage(root));

  it("refuses keys that leave its folder", async () => {
    await expect(localFileStorage(root).put("../outside.pdf", pdf)).rejects.toThrow(/Invalid storage key/);
  });

  it("is what the configuration gives without S3_BUCKET", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "storage-test-"));
    await fileStorageFor(parseConfig({ DATA_DIR: dataDir })).put("x/cv.pdf", pdf);
    expect(text(await localFileStorage(join(dataDir, "uploads")).get("x/cv.pdf"))).toBe("%PDF-1.7\n%%EOF");
  });
});

describe("S3-compatible storage", () => {
  // s3rver: an S3 implementation in Node, with its well-known test credentials.
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), "s3-test-")),
    configureBuckets: [{ name: "agency-uploads", configs: [] }],
  });
  const dataDir = mkdtempSync(join(tmpdir(), "storage-test-"));
  const env = (overrides: Record<string, string> = {}) => ({
    DATA_DIR: dataDir,
    S3_BUCKET: "agency-uploads",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    ...overrides,
  });
  let endpoint = "";

  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server.close());

  behavesAsFileStorage(() => fileStorageFor(parseConfig(env())));

  it("keeps the object in the bucket, not on local disk", async () => {
    await fileStorageFor(parseConfig(env())).put("applications/in-bucket.pdf", pdf);
    const response = await fetch(`${endpoint}/agency-uploads/applications/in-bucket.pdf`);
    expect(await response.text()).toBe("%PDF-1.7\n%%EOF");
    expect(existsSync(join(dataDir, "uploads"))).toBe(false);
  });

  it("names the key and the storage's error code when a request is refused", async () => {
    const storage = fileStorageFor(parseConfig(env({ S3_ACCESS_KEY_ID: "UNKNOWN" })));
    await expect(storage.put("applications/refused.pdf", pdf)).rejects.toThrow(
      "S3 upload of applications/refused.pdf failed: HTTP 403 (InvalidAccessKeyId)",
    );
  });

  it("addresses objects in the host name or, for self-hosted storage, in the path", () => {
    const options = { bucket: "uploads", endpoint: "https://s3.eu-central-1.amazonaws.com" };
    expect(s3ObjectUrl({ ...options, forcePathStyle: false }, "a/ž b.pdf")).toBe(
      "https://uploads.s3.eu-central-1.amazonaws.com/a/%C5%BE%20b.pdf",
    );
    expect(s3ObjectUrl({ ...options, endpoint: "http://minio:9000", forcePathStyle: true }, "a/c.pdf")).toBe(
      "http://minio:9000/uploads/a/c.pdf",
    );
  });
});
