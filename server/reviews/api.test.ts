import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REVIEW_ERRORS } from "../../domain/contracts/review-messages";
import { TEXT_RULE_MESSAGES } from "../../domain/text/text-rules";
import { orders, reviews } from "../db/schema";
import { insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTwoCustomers } from "../testing/test-database";
import { authorName } from "./reviews";

describe("author name", () => {
  it("is the first name and the initial of the last name", () => {
    expect(authorName("Anna", "bergmann")).toBe("Anna B.");
    expect(authorName("Anna", "")).toBe("Anna");
    expect(authorName("", "")).toBe("Anonym");
  });
});

describe.each(TEST_DATABASES)("reviews API on $name", (target) => {
  const s = withTwoCustomers(target);

  const write = (cookie: string | undefined, json: unknown) =>
    s.t.request("/api/reviews", { method: "POST", json, cookie });
  const read = async (plantId: string, cookie?: string) =>
    (await s.t.request(`/api/reviews?plantId=${plantId}`, { cookie })).json();

  it("lets signed-in customers rate once per plant; buyers are marked verified; average and count from the data", async () => {
    expect((await write(undefined, { plantId: "pothos", rating: 5, comment: "Toll" })).status).toBe(401);
    await insertOrder(s.database, {
      userId: s.anna.user.id,
      email: s.anna.email,
      status: "completed",
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
    });
    // A cancelled order is no purchase.
    await insertOrder(s.database, {
      userId: s.ben.user.id,
      email: s.ben.email,
      status: "cancelled",
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
    });
    expect(
      (await write(s.anna.cookie, { plantId: "pothos", rating: 5, comment: " Wächst wie verrückt. " }))
        .status,
    ).toBe(201);
    expect(
      (await write(s.ben.cookie, { plantId: "pothos", rating: 2, comment: "Gelbe Blätter." })).status,
    ).toBe(201);
    const again = await write(s.anna.cookie, { plantId: "pothos", rating: 1, comment: "Nochmal" });
    expect(again.status).toBe(409);

    const data = await read("pothos", s.anna.cookie);
    expect(data).toMatchObject({ count: 2, average: 3.5 });
    const byAuthor = Object.fromEntries(data.reviews.map((r: { author: string }) => [r.author, r]));
    expect(byAuthor["Anna B."]).toMatchObject({
      rating: 5,
      comment: "Wächst wie verrückt.",
      verified: true,
      mine: true,
    });
    expect(byAuthor["Ben O."]).toMatchObject({ rating: 2, verified: false, mine: false });
    expect(JSON.stringify(data)).not.toContain(s.anna.email);
    expect(await read("zz-plant")).toEqual({ count: 0, average: 0, reviews: [] });
  });

  it("the home page's reviews (#32): only verified purchases with a comment, newest first, any stars", async () => {
    await insertOrder(s.database, {
      userId: s.ben.user.id,
      email: s.ben.email,
      status: "completed",
      items: [{ plantId: "snake-plant", name: "Bogenhanf", quantity: 1, priceCents: 1999 }],
    });
    expect(
      (await write(s.ben.cookie, { plantId: "snake-plant", rating: 3, comment: "Solide." })).status,
    ).toBe(201);
    const shown = await s.t.services.reviews.recentVerified(6);
    expect(shown.map((r) => [r.author, r.plantId, r.rating, r.comment])).toEqual([
      ["Ben O.", "snake-plant", 3, "Solide."],
      ["Anna B.", "pothos", 5, "Wächst wie verrückt."],
    ]);
    // Ben's review of the pothos (a cancelled order) is no purchase: not shown.
    expect(shown.some((r) => r.plantId === "pothos" && r.author === "Ben O.")).toBe(false);
    expect(JSON.stringify(shown)).not.toContain(s.ben.email);
    expect(await s.t.services.reviews.recentVerified(1)).toHaveLength(1);
    await s.t.request(`/api/reviews/${shown[0]!.id}`, { method: "DELETE", cookie: s.ben.cookie });
  });

  it("marks a review verified only for a shipped order of the confirmed account, until a withdrawal", async () => {
    const carla = await s.t.signUp("Carla Conrad");
    const plant = "peace-lily";
    const item = { plantId: plant, name: "Einblatt", quantity: 1, priceCents: 2499 };
    // A stranger places an unpaid guest order with Carla's address: no purchase of hers.
    await insertOrder(s.database, { email: carla.email.toUpperCase(), items: [item] });
    expect((await write(carla.cookie, { plantId: plant, rating: 5, comment: "Blüht." })).status).toBe(201);
    const carlas = async () =>
      (await read(plant)).reviews.find((r: { author: string }) => r.author === "Carla C.");
    expect((await carlas()).verified).toBe(false);
    // Her own order, not yet shipped: still not verified.
    const own = await insertOrder(s.database, {
      userId: carla.user.id,
      email: carla.email,
      status: "processing",
      items: [item],
    });
    expect((await carlas()).verified).toBe(false);
    await s.database.db.update(orders).set({ status: "completed" }).where(eq(orders.id, own.id));
    expect((await carlas()).verified).toBe(true);

    // A stranger, without a session, declares a withdrawal with her order's number and her address
    // (#29): not linked, so her badge stays.
    const forged = await s.t.request("/api/withdrawals", {
      method: "POST",
      json: { orderReference: own.number, name: "Carla Conrad", email: carla.email, message: "Spam" },
      ip: "203.0.113.66",
    });
    expect(forged.status).toBe(201);
    expect((await carlas()).verified).toBe(true);

    // She withdraws from that order with the withdrawal function, signed in: the badge goes, also
    // from cached pages.
    let announced = 0;
    const stop = s.t.services.publicChanges.subscribe(() => announced++);
    const declared = await s.t.request("/api/withdrawals", {
      method: "POST",
      json: {
        orderReference: `Bestellung ${own.number.toLowerCase()}`,
        name: "Carla Conrad",
        email: carla.email,
      },
      cookie: carla.cookie,
    });
    stop();
    expect(declared.status).toBe(201);
    expect(announced).toBe(1);
    expect((await carlas()).verified).toBe(false);
  });

  it("needs a confirmed address to write a review, and counts none from unconfirmed accounts", async () => {
    const ulla = await s.t.signUpUnconfirmed();
    await insertOrder(s.database, {
      userId: ulla.user.id,
      email: ulla.email,
      status: "completed",
      items: [{ plantId: "calathea-orbifolia", name: "Calathea", quantity: 1, priceCents: 2899 }],
    });
    const res = await write(ulla.cookie, { plantId: "calathea-orbifolia", rating: 1, comment: "Schlecht." });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "email_not_verified", message: REVIEW_ERRORS.unconfirmed });
    // One written before this rule (straight into the s.database) is neither shown nor counted.
    const [old] = await s.database.db
      .insert(reviews)
      .values({ userId: ulla.user.id, plantId: "calathea-orbifolia", rating: 1, comment: "Alt." })
      .returning();
    expect(await read("calathea-orbifolia")).toEqual({ count: 0, average: 0, reviews: [] });
    const edit = await s.t.request(`/api/reviews/${old!.id}`, {
      method: "PATCH",
      json: { rating: 2, comment: "Geändert." },
      cookie: ulla.cookie,
    });
    expect(edit.status).toBe(403);
    const del = await s.t.request(`/api/reviews/${old!.id}`, { method: "DELETE", cookie: ulla.cookie });
    expect(del.status).toBe(200);
  });

  it("validates rating and comment and refuses unknown plants", async () => {
    for (const json of [
      { plantId: "zz-plant", rating: 0, comment: "x" },
      { plantId: "zz-plant", rating: 6, comment: "x" },
      { plantId: "zz-plant", rating: 4.5, comment: "x" },
      { plantId: "zz-plant", rating: 4, comment: "   " },
      { plantId: "zz-plant", rating: 4, comment: "x".repeat(2001) },
      { plantId: "zz-plant", rating: 4, comment: "ok", userId: s.ben.user.id },
    ]) {
      expect((await write(s.anna.cookie, json)).status).toBe(400);
    }
    expect(
      (await write(s.anna.cookie, { plantId: "zz-plant", rating: 4, comment: "x".repeat(2000) })).status,
    ).toBe(201);
    expect((await write(s.anna.cookie, { plantId: "nope", rating: 4, comment: "x" })).status).toBe(404);
  });

  it("explains bad input in German", async () => {
    const answer = async (json: unknown) => {
      const res = await write(s.anna.cookie, json);
      return { status: res.status, message: (await res.json()).message as string };
    };
    expect(await answer({ plantId: "zz-plant", rating: "5", comment: "Schön" })).toEqual({
      status: 400,
      message: "Hier wird eine Zahl erwartet. (rating)",
    });
    expect((await answer({ plantId: "zz-plant", comment: "Schön" })).message).toBe(
      "Diese Angabe fehlt. (rating)",
    );
    expect((await answer({ plantId: "zz-plant", rating: 5, comment: "x", author: "Admin" })).message).toBe(
      "Unbekanntes Feld: „author“.",
    );
    // #29: line breaks are fine in a review, other control characters and bidi controls are not.
    expect((await answer({ plantId: "zz-plant", rating: 5, comment: "Schön\u001b[2J" })).message).toBe(
      `${TEXT_RULE_MESSAGES.control} (comment)`,
    );
    expect((await answer({ plantId: "zz-plant", rating: 5, comment: "Schön \u202eredeiw" })).message).toBe(
      `${TEXT_RULE_MESSAGES.bidi} (comment)`,
    );
    expect((await answer({ plantId: "zz-plant", rating: 5, comment: "\u200b\n\u200b" })).message).toBe(
      `${TEXT_RULE_MESSAGES.invisible} (comment)`,
    );
  });

  it("explains bad input in English on the English pages, from codes and keys (#30)", async () => {
    const answer = async (json: unknown) => {
      const res = await s.t.request("/api/reviews", {
        method: "POST",
        json,
        cookie: s.anna.cookie,
        headers: { "X-Shop-Locale": "en" },
      });
      return { status: res.status, body: await res.json() };
    };
    expect(await answer({ plantId: "zz-plant", rating: 4, comment: "x".repeat(2001) })).toEqual({
      status: 400,
      body: { error: "invalid_input", message: "At most 2000 characters. (comment)" },
    });
    expect(
      (await answer({ plantId: "zz-plant", rating: 5, comment: "Nice \u202eredeiw" })).body.message,
    ).toBe(
      "Please remove the invisible characters that reverse the writing direction (e.g. U+202E). (comment)",
    );
    expect((await answer({ plantId: "zz-plant", rating: 9, comment: "Nice" })).body.message).toBe(
      "Please give 1 to 5 stars. (rating)",
    );
    expect((await answer({ plantId: "nope", rating: 4, comment: "x" })).body).toEqual({
      error: "Not found",
      message: "Not found.",
      params: { what: "thing" },
    });
  });

  it("lets only the author edit or delete a review; everyone else gets 404", async () => {
    const created = await (
      await write(s.ben.cookie, { plantId: "snake-plant", rating: 4, comment: "Robust." })
    ).json();
    const patch = (cookie: string, id: string) =>
      s.t.request(`/api/reviews/${encodeURIComponent(id)}`, {
        method: "PATCH",
        json: { rating: 1, comment: "Überschrieben" },
        cookie,
      });
    expect((await patch(s.anna.cookie, created.id)).status).toBe(404);
    expect(
      (await s.t.request(`/api/reviews/${created.id}`, { method: "DELETE", cookie: s.anna.cookie })).status,
    ).toBe(404);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 })), async (id) => {
        expect((await patch(s.anna.cookie, id)).status).toBe(404);
      }),
      { numRuns: 25 },
    );
    const untouched = await read("snake-plant");
    expect(untouched.reviews[0]).toMatchObject({ rating: 4, comment: "Robust." });
    expect((await patch(s.ben.cookie, created.id)).status).toBe(200);
    expect((await read("snake-plant")).reviews[0]).toMatchObject({ rating: 1, comment: "Überschrieben" });
    expect(
      (await s.t.request(`/api/reviews/${created.id}`, { method: "DELETE", cookie: s.ben.cookie })).status,
    ).toBe(200);
    expect((await read("snake-plant")).count).toBe(0);
  });
});
