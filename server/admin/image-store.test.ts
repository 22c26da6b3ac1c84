import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { plants } from "../db/schema";
import { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { createS3ImageStore } from "./image-store";

const admin = { id: null, email: "inhaberin@example.de" };

/**
 * A real S3 protocol server on this machine (s3rver): the shop's own signing client talks to it over
 * HTTP as it would to AWS, Hetzner or R2. (s3rver checks the access key, not the SigV4 signature.)
 */
describe("plant images in an S3-compatible bucket", () => {
  let s3: S3rver;
  let endpoint = "";
  let database: Awaited<ReturnType<(typeof TEST_DATABASES)[0]["open"]>>;
  const env = () => ({
    IMAGE_STORE: "s3",
    S3_ENDPOINT: endpoint,
    S3_BUCKET: "blattwerk-bilder",
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), "bw-s3-")),
      configureBuckets: [{ name: "blattwerk-bilder", configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    database = await TEST_DATABASES[0]!.open();
  });
  afterAll(async () => {
    await s3?.close();
    await database?.dispose();
  });

  it("IMAGE_STORE=s3 names the settings it lacks, and the public URL defaults to the bucket's", () => {
    expect(() => loadConfig({ IMAGE_STORE: "s3", S3_ENDPOINT: "https://s3.example.com" })).toThrow(
      new ConfigError("IMAGE_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY"),
    );
    expect(() => loadConfig({ ...env(), S3_BUCKET: "Kein Bucket" })).toThrow(/expected an S3 bucket name/);
    expect(loadConfig(env()).imageStore?.publicUrl).toBe(`${endpoint}/blattwerk-bilder`);
    expect(loadConfig({ ...env(), S3_PUBLIC_URL: "https://bilder.example.de/" }).imageStore?.publicUrl).toBe(
      "https://bilder.example.de",
    );
  });

  it("puts, serves and removes objects with the signed client", async () => {
    const store = createS3ImageStore(loadConfig(env()).imageStore!);
    await store.put("plants/test/abc-960.webp", new Uint8Array([1, 2, 3]));
    const served = await fetch(store.url("plants/test/abc-960.webp"));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    await store.remove("plants/test/abc-960.webp");
    await store.remove("plants/test/abc-960.webp"); // already gone: no error
    expect((await fetch(store.url("plants/test/abc-960.webp"))).status).toBe(404);
    const refused = createS3ImageStore({ ...loadConfig(env()).imageStore!, accessKeyId: "UNBEKANNT" });
    await expect(refused.put("plants/test/x-960.webp", new Uint8Array([1]))).rejects.toThrow(/403/);
  });

  it("an upload in the back office lands in the bucket; the page's CSP allows its origin", async () => {
    {
      const t = accountsApp(database, env());
      const photo = await sharp({
        create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 70 } },
      })
        .jpeg()
        .toBuffer();
      expect(await t.services.admin.plants.addImage(admin, "pothos", photo)).toMatchObject({ ok: true });
      const [row] = await database.db.select().from(plants).where(eq(plants.id, "pothos"));
      const url = row!.images.at(-1)!;
      expect(url).toMatch(new RegExp(`^${endpoint}/blattwerk-bilder/plants/pothos/[a-f0-9]+-960\\.webp$`));
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
      const page = await t.request("/api/health");
      expect(page.headers.get("content-security-policy")).toContain(
        `img-src 'self' data: blob: https://cdn.shopify.com ${endpoint}`,
      );
    }
  });

  it("an unreachable bucket: a 503 for the merchant (the page's German), the plant keeps its images", async () => {
    {
      const t = accountsApp(database, { ...env(), S3_ENDPOINT: "http://127.0.0.1:9" });
      const before = (await database.db.select().from(plants).where(eq(plants.id, "pothos")))[0]!.images;
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2a6" } })
        .png()
        .toBuffer();
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        expect(await t.services.admin.plants.addImage(admin, "pothos", photo)).toEqual({
          ok: false,
          status: 503,
          error: "image_store_failed",
        });
      } finally {
        console.error = original;
      }
      expect(errors).toHaveLength(1);
      expect((await database.db.select().from(plants).where(eq(plants.id, "pothos")))[0]!.images).toEqual(
        before,
      );
    }
  });
});
