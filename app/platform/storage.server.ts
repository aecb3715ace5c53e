/**
 * Files visitors upload (hiring PDFs): on local disk under DATA_DIR/uploads by default, or in an
 * S3-compatible bucket when S3_BUCKET is set (needed once several servers run). Never under the
 * web root; read back only through a staff-only route.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { AwsClient } from "aws4fetch";
import type { Config } from "./config.server";

export interface FileStorage {
  put(key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  /** The file's bytes, or null when there is no file under this key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the file; a key without a file is no error (a privacy erasure may repeat). */
  delete(key: string): Promise<void>;
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
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO and most self-hosted servers) instead of in the host name (AWS). */
  forcePathStyle: boolean;
}

const S3_TIMEOUT_MS = 15_000;

/** Where an object lives: https://bucket.host/key, or https://host/bucket/key in path style. */
export function s3ObjectUrl(options: Pick<S3Options, "bucket" | "endpoint" | "forcePathStyle">, key: string) {
  const endpoint = new URL(options.endpoint);
  const path = key.split("/").map(encodeURIComponent).join("/");
  if (options.forcePathStyle) return new URL(`${options.bucket}/${path}`, `${endpoint.origin}/`).href;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}/${path}`;
}

/** Objects in an S3-compatible bucket, each request signed with AWS Signature Version 4. */
export function s3FileStorage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
  });
  const send = (key: string, init: RequestInit) =>
    client.fetch(s3ObjectUrl(options, key), { ...init, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
  const failure = async (action: string, key: string, response: Response) => {
    const body = await response.text().catch(() => "");
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? "no error code";
    return new Error(`S3 ${action} of ${key} failed: HTTP ${response.status} (${code})`);
  };
  return {
    async put(key, bytes) {
      const response = await send(key, {
        method: "PUT",
        body: bytes,
        headers: { "Content-Type": "application/octet-stream" },
      });
      if (!response.ok) throw await failure("upload", key, response);
    },
    async get(key) {
      const response = await send(key, { method: "GET" });
      if (response.status === 404) return null;
      if (!response.ok) throw await failure("download", key, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send(key, { method: "DELETE" });
      await response.body?.cancel();
      // S3 answers 204 whether or not the object existed.
      if (!response.ok && response.status !== 404) throw await failure("deletion", key, response);
    },
  };
}

/** The storage the configuration asks for. */
export function fileStorageFor(config: Config): FileStorage {
  if (!config.S3_BUCKET) return localFileStorage(join(config.DATA_DIR, "uploads"));
  return s3FileStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
    region: config.S3_REGION,
    // Present whenever S3_BUCKET is: the configuration refuses one without the other.
    accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
