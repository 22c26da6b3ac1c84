import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp, insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { authorName } from "./reviews";

describe("author name", () => {
  it("is the first name and the initial of the last name", () => {
    expect(authorName("Anna", "bergmann")).toBe("Anna B.");
    expect(authorName("Anna", "")).toBe("Anna");
    expect(authorName("", "")).toBe("Anonym");
  });
});

describe.each(TEST_DATABASES)("reviews API on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let anna: Awaited<ReturnType<ReturnType<typeof accountsApp>["signUp"]>>;
  let ben: Awaited<ReturnType<ReturnType<typeof accountsApp>["signUp"]>>;
  beforeAll(async () => {
    database = await target.open();
    t = accountsApp(database);
    anna = await t.signUp("Anna Bergmann");
    ben = await t.signUp("Ben Ott");
  });
  afterAll(async () => {
    await t?.services.outbox.flush();
    await database?.dispose();
  });

  const write = (cookie: string | undefined, json: unknown) =>
    t.request("/api/reviews", { method: "POST", json, cookie });
  const read = async (plantId: string, cookie?: string) =>
    (await t.request(`/api/reviews?plantId=${plantId}`, { cookie })).json();

  it("lets signed-in customers rate once per plant; buyers are marked verified; average and count from the data", async () => {
    expect((await write(undefined, { plantId: "pothos", rating: 5, comment: "Toll" })).status).toBe(401);
    await insertOrder(database, {
      userId: anna.user.id,
      email: anna.email,
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
    });
    // A cancelled order is no purchase.
    await insertOrder(database, {
      userId: ben.user.id,
      email: ben.email,
      status: "cancelled",
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
    });
    expect(
      (await write(anna.cookie, { plantId: "pothos", rating: 5, comment: " Wächst wie verrückt. " })).status,
    ).toBe(201);
    expect(
      (await write(ben.cookie, { plantId: "pothos", rating: 2, comment: "Gelbe Blätter." })).status,
    ).toBe(201);
    const again = await write(anna.cookie, { plantId: "pothos", rating: 1, comment: "Nochmal" });
    expect(again.status).toBe(409);

    const data = await read("pothos", anna.cookie);
    expect(data).toMatchObject({ count: 2, average: 3.5 });
    const byAuthor = Object.fromEntries(data.reviews.map((r: { author: string }) => [r.author, r]));
    expect(byAuthor["Anna B."]).toMatchObject({
      rating: 5,
      comment: "Wächst wie verrückt.",
      verified: true,
      mine: true,
    });
    expect(byAuthor["Ben O."]).toMatchObject({ rating: 2, verified: false, mine: false });
    expect(JSON.stringify(data)).not.toContain(anna.email);
    expect(await read("zz-plant")).toEqual({ count: 0, average: 0, reviews: [] });
  });

  it("validates rating and comment and refuses unknown plants", async () => {
    for (const json of [
      { plantId: "zz-plant", rating: 0, comment: "x" },
      { plantId: "zz-plant", rating: 6, comment: "x" },
      { plantId: "zz-plant", rating: 4.5, comment: "x" },
      { plantId: "zz-plant", rating: 4, comment: "   " },
      { plantId: "zz-plant", rating: 4, comment: "x".repeat(2001) },
      { plantId: "zz-plant", rating: 4, comment: "ok", userId: ben.user.id },
    ]) {
      expect((await write(anna.cookie, json)).status).toBe(400);
    }
    expect(
      (await write(anna.cookie, { plantId: "zz-plant", rating: 4, comment: "x".repeat(2000) })).status,
    ).toBe(201);
    expect((await write(anna.cookie, { plantId: "nope", rating: 4, comment: "x" })).status).toBe(404);
  });

  it("lets only the author edit or delete a review; everyone else gets 404", async () => {
    const created = await (
      await write(ben.cookie, { plantId: "snake-plant", rating: 4, comment: "Robust." })
    ).json();
    const patch = (cookie: string, id: string) =>
      t.request(`/api/reviews/${encodeURIComponent(id)}`, {
        method: "PATCH",
        json: { rating: 1, comment: "Überschrieben" },
        cookie,
      });
    expect((await patch(anna.cookie, created.id)).status).toBe(404);
    expect(
      (await t.request(`/api/reviews/${created.id}`, { method: "DELETE", cookie: anna.cookie })).status,
    ).toBe(404);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 })), async (id) => {
        expect((await patch(anna.cookie, id)).status).toBe(404);
      }),
      { numRuns: 25 },
    );
    const untouched = await read("snake-plant");
    expect(untouched.reviews[0]).toMatchObject({ rating: 4, comment: "Robust." });
    expect((await patch(ben.cookie, created.id)).status).toBe(200);
    expect((await read("snake-plant")).reviews[0]).toMatchObject({ rating: 1, comment: "Überschrieben" });
    expect(
      (await t.request(`/api/reviews/${created.id}`, { method: "DELETE", cookie: ben.cookie })).status,
    ).toBe(200);
    expect((await read("snake-plant")).count).toBe(0);
  });
});
