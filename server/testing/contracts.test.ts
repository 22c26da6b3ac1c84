import { describe, expect, it } from "vitest";
import { profileResponseSchema, savedPlantsSchema } from "../../domain/contracts/account";
import { cartPricesSchema, plantListSchema } from "../../domain/contracts/catalog";
import { plantReviewsSchema, reviewIdSchema } from "../../domain/contracts/reviews";
import { keptSpotSchema, spotListSchema } from "../../domain/contracts/spot-answers";
import { withdrawalReceiptSchema } from "../../domain/contracts/withdrawal";
import type { accountsApp } from "./accounts";
import { TEST_DATABASES } from "./databases";
import { withTestDatabase } from "./test-database";

/**
 * The browser checks every answer of our API against its contract in domain/contracts/ (app/lib/api.ts).
 * Here the server's real answers are checked against the same contracts, so a server change that the
 * browser would refuse fails a test instead of a customer's page.
 */
describe.each(TEST_DATABASES)("API answers match the browser's contracts ($name)", (target) => {
  let _database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let cookie: string;
  let userId: string;
  withTestDatabase(target, {}, async (opened, { app }) => {
    _database = opened;
    t = app();
    ({
      cookie,
      user: { id: userId },
    } = await t.signUp("Carla Contract"));
  });

  const json = async (path: string, init: Parameters<typeof t.request>[1] = {}) => {
    const res = await t.request(path, init);
    expect(res.status, path).toBeLessThan(300);
    return res.json();
  };
  /** The answer passes its contract, and the contract keeps every field the server sent. */
  const matches = (
    schema: { safeParse(d: unknown): { success: boolean; data?: unknown } },
    body: unknown,
  ) => {
    const parsed = schema.safeParse(body);
    expect(parsed.success, JSON.stringify(body).slice(0, 200)).toBe(true);
    expect(parsed.data).toEqual(body);
  };

  it("catalogue: search, plants by id, related plants, cart prices", async () => {
    const search = await json("/api/plants/search?q=mon");
    matches(plantListSchema, search);
    expect(search.plants.length).toBeGreaterThan(0);
    matches(plantListSchema, await json("/api/plants?ids=pothos,monstera-deliciosa"));
    matches(plantListSchema, await json("/api/plants/pothos/related"));
    const prices = await json("/api/cart/prices?id=pothos&id=unknown");
    matches(cartPricesSchema, prices);
    expect(prices.plants).toHaveLength(1);
  });

  it("reviews: list, write, edit, delete", async () => {
    const created = await json("/api/reviews", {
      method: "POST",
      json: { plantId: "pothos", rating: 5, comment: "Wächst wunderbar." },
      cookie,
    });
    matches(reviewIdSchema, created);
    const list = await json("/api/reviews?plantId=pothos", { cookie });
    matches(plantReviewsSchema, list);
    expect(list.reviews[0].mine).toBe(true);
    matches(
      reviewIdSchema,
      await json(`/api/reviews/${created.id}`, {
        method: "PATCH",
        json: { rating: 4, comment: "Gut." },
        cookie,
      }),
    );
    matches(
      reviewIdSchema,
      await json(`/api/reviews/${created.id}`, {
        method: "DELETE",
        cookie,
        headers: { origin: t.config.publicUrl },
      }),
    );
  });

  it("account: profile, saved plants", async () => {
    matches(profileResponseSchema, await json(`/api/profiles/${userId}`, { cookie }));
    matches(
      profileResponseSchema,
      await json(`/api/profiles/${userId}`, {
        method: "PATCH",
        json: { firstName: "Carla", lastName: "C." },
        cookie,
      }),
    );
    const origin = { origin: t.config.publicUrl };
    matches(
      savedPlantsSchema,
      await json("/api/saved-plants/pothos", { method: "PUT", cookie, headers: origin }),
    );
    matches(
      savedPlantsSchema,
      await json("/api/saved-plants/merge", { method: "POST", json: { ids: ["x"] }, cookie }),
    );
    matches(
      savedPlantsSchema,
      await json("/api/saved-plants/pothos", { method: "DELETE", cookie, headers: origin }),
    );
  });

  it("spots: keep, list with the saved plants' fit, delete", async () => {
    const origin = { origin: t.config.publicUrl };
    await json("/api/saved-plants/pothos", { method: "PUT", cookie, headers: origin });
    const kept = await json("/api/spots", {
      method: "POST",
      json: { name: "Wohnzimmer, Südfenster", measurement: { light: "medium", lux: 1400, method: "camera" } },
      cookie,
    });
    matches(keptSpotSchema, kept);
    const list = await json("/api/spots", { cookie });
    matches(spotListSchema, list);
    expect(list.spots[0].plants.map((p: { id: string }) => p.id)).toEqual(["pothos"]);
    matches(
      spotListSchema,
      await json(`/api/spots/${kept.spot.id}`, { method: "DELETE", cookie, headers: origin }),
    );
  });

  it("withdrawal: the receipt", async () => {
    const receipt = await json("/api/withdrawals", {
      method: "POST",
      json: { orderReference: "BW-1234", name: "Carla Contract", email: "carla@example.de" },
    });
    matches(withdrawalReceiptSchema, receipt);
  });
});
