import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";

/**
 * Where uploaded plant images live (#17): under DATA_DIR (served by /uploads) or in an S3-compatible
 * bucket (AWS, Hetzner, Cloudflare R2, MinIO …) served from its own URL. Keys look like
 * `plants/<id>/<hash>-<width>.webp`; they carry a content hash and are never overwritten.
 */
export interface ImageStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** Best effort: a file that is already gone is no error. */
  remove(key: string): Promise<void>;
  /** The address the storefront puts in `<img src>`. */
  url(key: string): string;
  /** The origin images come from, for the CSP's img-src; null for the shop's own. */
  origin: string | null;
}

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com or https://fsn1.your-objectstorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are public (a CDN or the bucket's URL), without trailing slash. */
  publicUrl: string;
}

/** `<dataDir>/uploads/<key>`, served by server/admin/uploads.ts. */
export function createLocalImageStore(uploadsDir: string): ImageStore {
  return {
    async put(key, data) {
      const target = path.join(uploadsDir, key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      await writeFile(`${target}.tmp`, data);
      await rename(`${target}.tmp`, target);
    },
    async remove(key) {
      await rm(path.join(uploadsDir, key), { force: true });
    },
    url: (key) => `/uploads/${key}`,
    origin: null,
  };
}

/** Path-style requests (`<endpoint>/<bucket>/<key>`), signed with SigV4: every S3-compatible store takes them. */
export function createS3ImageStore(s3: S3Settings): ImageStore {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: "s3",
    // aws4fetch retries 5xx and network errors; two tries keep a broken bucket from stalling the form.
    retries: 2,
  });
  const objectUrl = (key: string) => `${s3.endpoint.replace(/\/$/, "")}/${s3.bucket}/${key}`;
  const send = async (method: "PUT" | "DELETE", key: string, body?: Uint8Array) => {
    const res = await client.fetch(objectUrl(key), {
      method,
      body: body ? new Uint8Array(body) : undefined,
      headers:
        method === "PUT"
          ? { "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable" }
          : {},
    });
    await res.arrayBuffer(); // drain, so the connection is reused
    if (!res.ok && !(method === "DELETE" && res.status === 404))
      throw new Error(`S3 ${method} ${key} failed: ${res.status}`);
  };
  return {
    put: (key, data) => send("PUT", key, data),
    remove: (key) => send("DELETE", key),
    url: (key) => `${s3.publicUrl}/${key}`,
    origin: new URL(s3.publicUrl).origin,
  };
}
