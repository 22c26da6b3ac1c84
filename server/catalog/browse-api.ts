import { Hono } from "hono";
import { z } from "zod";
import { pickRelated, RELATED_MAX } from "../../domain/catalog/related";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { apiKey } from "../http/api-messages";
import { HttpError } from "../http/json-body";
import type { Services } from "../services";

const idsParam = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(200)).max(100, apiKey("tooManyPlants")));

const qParam = z.string().max(100, apiKey("searchTooLong")).default("");
/** The page's language for the plants' texts (#19); anything else is German. */
const language = (v: string | undefined) => (v === "en" ? "en" : "de");

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw HttpError.api(400, { error: "invalid_input", issue: r.error.issues[0]!.message });
  return r.data;
}

/** JSON reads for the browser: header search, saved plants, "You may also like", accessories. Public data only. */
export function browseApi({ catalog: german }: Services) {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=30");
  });
  app.get("/search", async (c) => {
    const q = parse(qParam, c.req.query("q"));
    const catalog = german.localized(language(c.req.query("lang")));
    return c.json({ plants: await catalog.search(q, 20) });
  });
  app.get("/", async (c) => {
    const ids = parse(idsParam, c.req.query("ids") ?? "");
    const catalog = german.localized(language(c.req.query("lang")));
    return c.json({ plants: await catalog.byIds(ids) });
  });
  // Pots and fertiliser (#43 §1), for the cart's offers that close the gap to free shipping.
  app.get("/accessories", async (c) => {
    const catalog = german.localized(language(c.req.query("lang")));
    return c.json({ plants: await catalog.accessories() });
  });
  app.get("/:id/related", async (c) => {
    const catalog = german.localized(language(c.req.query("lang")));
    const plant = await catalog.get(parse(z.string().max(200), c.req.param("id")));
    if (!plant) throw HttpError.api(404, { error: "Not found", params: { what: "plant" } });
    const matching = await catalog.related(plant, RELATED_MAX);
    const candidates =
      matching.length < 3 ? (await catalog.query(EMPTY_QUERY, { offset: 0, limit: 12 })).items : [];
    c.header("Cache-Control", "no-store");
    return c.json({ plants: pickRelated(plant, matching, candidates) });
  });
  return app;
}
