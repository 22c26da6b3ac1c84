import { type Context, Hono } from "hono";
import { ACCOUNT_NAME_MAX } from "../../domain/contracts/sign-up";
import { singleLineText } from "../../domain/text/text-schemas";
import { z } from "../../domain/text/zod";
import type { SessionUser } from "../auth/service";
import { readJson } from "../http/json-body";
import { apiRefusal } from "../http/refusal";
import type { Services } from "../services";

type Env = { Variables: { user: SessionUser } };

const NOT_FOUND = () => apiRefusal({ error: "Not found", params: { what: "thing" } });
// The one text rule for typed names (#29): one line, no control or bidi characters, something visible.
const name = singleLineText({ max: ACCOUNT_NAME_MAX, required: false, keyed: true });
const profileInput = z.object({ firstName: name, lastName: name }).strict();
const plantId = z.string().min(1).max(200);
const mergeInput = z.object({ ids: z.array(plantId).max(500) }).strict();

/**
 * Per-user data for the signed-in customer only (DESIGN §6): anything that is not theirs answers
 * 404, the same as something that does not exist, and nothing here is ever cached.
 */
export function signedIn(services: Pick<Services, "auth">) {
  return async (c: Context<Env>, next: () => Promise<void>) => {
    c.header("Cache-Control", "private, no-store");
    const user = await services.auth.getUser(c.req.raw);
    if (!user) {
      return c.json(apiRefusal({ error: "Unauthorized" }), 401, {
        "Cache-Control": "private, no-store",
      });
    }
    c.set("user", user);
    await next();
  };
}

export function accountApi(services: Services) {
  const { account } = services;
  const app = new Hono<Env>();
  // Only these paths: the sub-app is mounted at /api, next to other teams' endpoints.
  for (const path of ["/profiles/*", "/account/*", "/saved-plants", "/saved-plants/*"]) {
    app.use(path, signedIn(services));
  }

  app.get("/profiles/:id", async (c) => {
    const user = c.get("user");
    if (c.req.param("id") !== user.id) return c.json(NOT_FOUND(), 404);
    const profile = await account.getProfile(user.id);
    return profile
      ? c.json({ profile: { ...publicProfile(profile), email: user.email } })
      : c.json(NOT_FOUND(), 404);
  });

  app.patch("/profiles/:id", async (c) => {
    const user = c.get("user");
    if (c.req.param("id") !== user.id) return c.json(NOT_FOUND(), 404);
    const input = await readJson(c, profileInput);
    const profile = await account.updateProfile(user.id, input);
    return profile
      ? c.json({ profile: { ...publicProfile(profile), email: user.email } })
      : c.json(NOT_FOUND(), 404);
  });

  app.get("/account/orders", async (c) => c.json({ orders: await account.orderHistory(c.get("user")) }));

  app.get("/account/orders/:id", async (c) => {
    const [order] = await account.orderHistory(c.get("user"), c.req.param("id"));
    return order ? c.json({ order }) : c.json(NOT_FOUND(), 404);
  });

  app.get("/saved-plants", async (c) => c.json({ ids: await account.listSaved(c.get("user").id) }));

  app.post("/saved-plants/merge", async (c) => {
    const { ids } = await readJson(c, mergeInput);
    // Only plants the catalogue knows; stale ids from an old browser list are dropped.
    const known = (await services.catalog.byIds(ids)).map((p) => p.id);
    await account.addSaved(c.get("user").id, known);
    return c.json({ ids: await account.listSaved(c.get("user").id) });
  });

  app.put("/saved-plants/:plantId", async (c) => {
    const id = plantId.safeParse(c.req.param("plantId"));
    if (!id.success || !(await services.catalog.get(id.data))) return c.json(NOT_FOUND(), 404);
    await account.addSaved(c.get("user").id, [id.data]);
    return c.json({ ids: await account.listSaved(c.get("user").id) });
  });

  app.delete("/saved-plants/:plantId", async (c) => {
    await account.removeSaved(c.get("user").id, c.req.param("plantId"));
    return c.json({ ids: await account.listSaved(c.get("user").id) });
  });

  return app;
}

const publicProfile = (p: { id: string; firstName: string; lastName: string; avatarUrl: string | null }) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  avatarUrl: p.avatarUrl,
});
