import { Hono } from "hono";
import { multiLineText } from "../../domain/text/text-schemas";
import { z } from "../../domain/text/zod";
import { zodKey } from "../../domain/text/zod-messages";
import { signedIn } from "../account/api";
import type { SessionUser } from "../auth/service";
import { REVIEW_COMMENT_MAX } from "../db/schema";
import { apiKey } from "../http/api-messages";
import { HttpError, readJson } from "../http/json-body";
import { apiRefusal } from "../http/refusal";
import type { Services } from "../services";

const NOT_FOUND = () => apiRefusal({ error: "Not found", params: { what: "thing" } });
const UNCONFIRMED = () => apiRefusal({ error: "email_not_verified" });
const review = {
  rating: z.number().int().min(1, apiKey("rating")).max(5, apiKey("rating")),
  // Free text under the one text rule (#29): line breaks yes, other control and bidi characters no.
  comment: multiLineText(
    { max: REVIEW_COMMENT_MAX, keyed: true },
    { required: apiKey("reviewText"), tooLong: zodKey("maxChars", REVIEW_COMMENT_MAX) },
  ),
};
const createInput = z.object({ plantId: z.string().min(1).max(200), ...review }).strict();
const updateInput = z.object(review).strict();

/** Reviews: anyone reads, signed-in customers write one per plant and edit only their own. */
export function reviewsApi(services: Services) {
  const { reviews } = services;
  const app = new Hono<{ Variables: { user: SessionUser } }>();

  app.get("/", async (c) => {
    const id = z.string().min(1).max(200).safeParse(c.req.query("plantId"));
    if (!id.success) throw HttpError.api(400, { error: "plant_id_missing" });
    // "mine" depends on the session: private.
    c.header("Cache-Control", "private, no-store");
    const viewer = await services.auth.getUserId(c.req.raw);
    return c.json(await reviews.forPlant(id.data, viewer));
  });

  app.use("/*", async (c, next) => (c.req.method === "GET" ? next() : signedIn(services)(c, next)));

  app.post("/", async (c) => {
    const input = await readJson(c, createInput);
    if (!(await services.catalog.get(input.plantId))) return c.json(NOT_FOUND(), 404);
    const created = await reviews.create(c.get("user"), input.plantId, {
      rating: input.rating,
      comment: input.comment,
    });
    if (created === "unconfirmed") return c.json(UNCONFIRMED(), 403);
    if (created === "duplicate") throw HttpError.api(409, { error: "review_duplicate" });
    return c.json({ id: created.id }, 201);
  });

  app.patch("/:id", async (c) => {
    const input = await readJson(c, updateInput);
    const updated = await reviews.update(c.get("user"), c.req.param("id"), input);
    if (updated === "unconfirmed") return c.json(UNCONFIRMED(), 403);
    return updated ? c.json({ id: updated.id }) : c.json(NOT_FOUND(), 404);
  });

  app.delete("/:id", async (c) => {
    const deleted = await reviews.remove(c.get("user").id, c.req.param("id"));
    return deleted ? c.json({ id: deleted.id }) : c.json(NOT_FOUND(), 404);
  });

  return app;
}
