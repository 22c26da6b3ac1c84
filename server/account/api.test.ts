import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTwoCustomers } from "../testing/test-database";

describe.each(TEST_DATABASES)("account API on $name", (target) => {
  const s = withTwoCustomers(target);

  const json = async (res: Response) => ({ status: res.status, body: await res.json() });

  it("asks guests to sign in, without caching anything", async () => {
    for (const path of ["/api/account/orders", `/api/profiles/${s.anna.user.id}`, "/api/saved-plants"]) {
      const res = await s.t.request(path);
      expect(res.status).toBe(401);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("lists the customer's own orders newest first with their items, and a guest order with the confirmed email", async () => {
    const old = await insertOrder(s.database, {
      userId: s.anna.user.id,
      email: s.anna.email,
      status: "completed",
      createdAt: new Date("2026-01-05T10:00:00Z"),
      items: [
        { plantId: "pothos", name: "Efeutute", quantity: 2, priceCents: 1899 },
        { plantId: "zz-plant", name: "Zamioculcas", quantity: 1, priceCents: 2299 },
      ],
    });
    const guest = await insertOrder(s.database, {
      email: s.anna.email.toUpperCase(),
      createdAt: new Date("2026-02-01T10:00:00Z"),
      items: [{ plantId: "snake-plant", name: "Bogenhanf", quantity: 1, priceCents: 1999 }],
    });
    await insertOrder(s.database, {
      userId: s.ben.user.id,
      email: s.ben.email,
      items: [{ plantId: "peace-lily", name: "Einblatt", quantity: 1, priceCents: 2499 }],
    });
    const res = await s.t.request("/api/account/orders", { cookie: s.anna.cookie });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { orders } = await res.json();
    expect(orders.map((o: { id: string }) => o.id)).toEqual([guest.id, old.id]);
    expect(orders[1]).toMatchObject({
      status: "completed",
      totalCents: 2 * 1899 + 2299 + 490,
      items: [
        { name: "Efeutute", quantity: 2, priceCents: 1899, imageUrl: "/plants/pothos.svg" },
        { name: "Zamioculcas", quantity: 1, priceCents: 2299 },
      ],
    });
    const one = await json(await s.t.request(`/api/account/orders/${old.id}`, { cookie: s.anna.cookie }));
    expect(one.body.order.id).toBe(old.id);
  });

  it("shows a guest order with the same email only after the address is confirmed", async () => {
    const ulla = await s.t.signUpUnconfirmed();
    const guest = await insertOrder(s.database, {
      email: ulla.email,
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
    });
    const own = await insertOrder(s.database, {
      userId: ulla.user.id,
      email: ulla.email,
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
    });
    const { orders } = await (await s.t.request("/api/account/orders", { cookie: ulla.cookie })).json();
    expect(orders.map((o: { id: string }) => o.id)).toEqual([own.id]);
    expect((await s.t.request(`/api/account/orders/${guest.id}`, { cookie: ulla.cookie })).status).toBe(404);
  });

  it("answers 404 for another customer's order, and for any random id", async () => {
    const bens = await insertOrder(s.database, {
      userId: s.ben.user.id,
      email: s.ben.email,
      items: [{ plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 }],
    });
    expect((await s.t.request(`/api/account/orders/${bens.id}`, { cookie: s.anna.cookie })).status).toBe(404);
    expect((await s.t.request(`/api/account/orders/${bens.id}`, { cookie: s.ben.cookie })).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 60 })), async (id) => {
        const res = await s.t.request(`/api/account/orders/${encodeURIComponent(id)}`, {
          cookie: s.anna.cookie,
        });
        expect(res.status).toBe(404);
      }),
      { numRuns: 25 },
    );
  });

  it("reads and edits only the customer's own profile; the email is not editable", async () => {
    const own = await json(await s.t.request(`/api/profiles/${s.anna.user.id}`, { cookie: s.anna.cookie }));
    expect(own.body.profile).toMatchObject({ firstName: "Anna", lastName: "Bergmann", email: s.anna.email });
    const edit = await s.t.request(`/api/profiles/${s.anna.user.id}`, {
      method: "PATCH",
      json: { firstName: " Annika ", lastName: "Berg-Mann" },
      cookie: s.anna.cookie,
    });
    expect((await edit.json()).profile).toMatchObject({ firstName: "Annika", lastName: "Berg-Mann" });
    const email = await s.t.request(`/api/profiles/${s.anna.user.id}`, {
      method: "PATCH",
      json: { firstName: "A", lastName: "B", email: "other@example.de" },
      cookie: s.anna.cookie,
    });
    expect(email.status).toBe(400);

    expect((await s.t.request(`/api/profiles/${s.ben.user.id}`, { cookie: s.anna.cookie })).status).toBe(404);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(s.ben.user.id), fc.uuid(), fc.string({ minLength: 1, maxLength: 40 })),
        async (id) => {
          const res = await s.t.request(`/api/profiles/${encodeURIComponent(id)}`, {
            method: "PATCH",
            json: { firstName: "Gehackt", lastName: "X" },
            cookie: s.anna.cookie,
          });
          expect(res.status).toBe(id === s.anna.user.id ? 200 : 404);
        },
      ),
      { numRuns: 25 },
    );
    const bens = await json(await s.t.request(`/api/profiles/${s.ben.user.id}`, { cookie: s.ben.cookie }));
    expect(bens.body.profile).toMatchObject({ firstName: "Ben", lastName: "Ott" });
  });

  it("explains bad input in German", async () => {
    const send = async (path: string, method: string, body: unknown) =>
      json(await s.t.request(path, { method, json: body, cookie: s.anna.cookie }));
    const avatar = await send(`/api/profiles/${s.anna.user.id}`, "PATCH", {
      firstName: "Anna",
      lastName: "B",
      avatarUrl: "https://example.de/a.png",
    });
    expect(avatar).toMatchObject({ status: 400, body: { message: "Unbekanntes Feld: „avatarUrl“." } });
    const number = await send(`/api/profiles/${s.anna.user.id}`, "PATCH", { firstName: 7, lastName: "B" });
    expect(number.body.message).toBe("Hier wird ein Text erwartet. (firstName)");
    const ids = await send("/api/saved-plants/merge", "POST", { ids: "pothos" });
    expect(ids.body.message).toBe("Hier wird eine Liste erwartet. (ids)");
  });

  it("keeps saved plants per customer: add, merge the browser's list (unknown ids dropped), remove", async () => {
    const put = await json(
      await s.t.request("/api/saved-plants/pothos", { method: "PUT", cookie: s.anna.cookie }),
    );
    expect(put.body.ids).toEqual(["pothos"]);
    expect(
      (await s.t.request("/api/saved-plants/nope", { method: "PUT", cookie: s.anna.cookie })).status,
    ).toBe(404);
    const merged = await json(
      await s.t.request("/api/saved-plants/merge", {
        method: "POST",
        json: { ids: ["zz-plant", "does-not-exist", "pothos", "snake-plant"] },
        cookie: s.anna.cookie,
      }),
    );
    expect(merged.body.ids.sort()).toEqual(["pothos", "snake-plant", "zz-plant"]);
    const del = await json(
      await s.t.request("/api/saved-plants/pothos", { method: "DELETE", cookie: s.anna.cookie }),
    );
    expect(del.body.ids.sort()).toEqual(["snake-plant", "zz-plant"]);
    expect((await json(await s.t.request("/api/saved-plants", { cookie: s.ben.cookie }))).body.ids).toEqual(
      [],
    );
  });
});
