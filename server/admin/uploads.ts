import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { PLANT_ID } from "../../domain/catalog/admin-plant";

/** What an upload's file name looks like (plants.ts writes `<key>-<width>.webp`). */
const FILE = /^[a-f0-9]{8,40}-\d{2,4}\.webp$/;

/**
 * Serves uploaded plant images from `<DATA_DIR>/uploads/plants/<id>/<file>`. Both path parts must
 * match their patterns, so no `..`, slash or other folder is ever reached. The names carry a content
 * hash and never change: cached for a year.
 */
export function uploadRoutes(uploadsDir: string) {
  const app = new Hono();
  app.get("/plants/:id/:file", async (c) => {
    const { id, file } = c.req.param();
    if (!PLANT_ID.test(id) || !FILE.test(file)) return c.text("Nicht gefunden.", 404);
    let data: Buffer;
    try {
      data = await readFile(path.join(uploadsDir, "plants", id, file));
    } catch {
      return c.text("Nicht gefunden.", 404);
    }
    c.header("Content-Type", "image/webp");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(data));
  });
  app.all("*", (c) => c.text("Nicht gefunden.", 404));
  return app;
}
