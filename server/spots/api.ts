import { type Context, Hono } from "hono";
import { newSpot } from "../../domain/contracts/spots";
import { z } from "../../domain/text/zod";
import { signedIn } from "../account/api";
import type { SessionUser } from "../auth/service";
import { requestLocale } from "../http/api-locale";
import { readJson } from "../http/json-body";
import { apiRefusal } from "../http/refusal";
import type { Services } from "../services";

type Env = { Variables: { user: SessionUser } };
const NOT_FOUND = () => apiRefusal({ error: "Not found", params: { what: "thing" } });
const spotId = z.uuid();

/**
 * /api/spots: the signed-in customer's kept spots (GET, POST, DELETE /:id). Only their own; anything
 * else answers 404. Numbers only, `.strict()`: an image field is refused.
 */
export function spotsApi(services: Services) {
  const { spots } = services;
  const app = new Hono<Env>();
  app.use("*", signedIn(services));
  // The plants' names in the page's language (X-Shop-Locale, #32).
  const withPlants = (c: Context<Env>) => spots.withPlants(c.get("user"), requestLocale(c.req.raw));

  app.get("/", async (c) => c.json({ spots: await withPlants(c) }));

  app.post("/", async (c) => {
    const input = await readJson(c, newSpot);
    const spot = await spots.add(c.get("user").id, input.name, input.measurement);
    if (!spot) return c.json(apiRefusal({ error: "Too many" }), 409);
    return c.json({ spot }, 201);
  });

  app.delete("/:id", async (c) => {
    const id = spotId.safeParse(c.req.param("id"));
    if (!id.success || !(await spots.remove(c.get("user").id, id.data))) return c.json(NOT_FOUND(), 404);
    return c.json({ spots: await withPlants(c) });
  });

  return app;
}
