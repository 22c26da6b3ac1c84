import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";

describe.each(TEST_DATABASES)("kept spots (/api/spots) on $name", (target) => {
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

  const living = {
    name: "Wohnzimmer, Südfenster",
    measurement: {
      light: "high",
      confidence: 0.55,
      lux: 4200,
      method: "manual",
      spot: { window: "south", distance: "near", shadow: "sharp", plz: "10115" },
    },
  };
  const hall = {
    name: "Flur",
    measurement: {
      light: "low",
      confidence: 0.7,
      lux: 40,
      min: 20,
      max: 80,
      method: "camera",
      path: "estimated",
    },
  };

  it("asks guests to sign in", async () => {
    expect((await t.request("/api/spots")).status).toBe(401);
    expect((await t.request("/api/spots", { method: "POST", json: living })).status).toBe(401);
  });

  it("keeps a spot with its measurement and shows which of the customer's plants suit it", async () => {
    for (const id of ["fiddle-leaf-fig", "snake-plant"])
      await t.request(`/api/saved-plants/${id}`, {
        method: "PUT",
        cookie: anna.cookie,
        headers: { origin: t.config.publicUrl },
      });
    const created = await t.request("/api/spots", { method: "POST", json: living, cookie: anna.cookie });
    expect(created.status).toBe(201);
    expect((await created.json()).spot).toMatchObject({
      name: "Wohnzimmer, Südfenster",
      measurement: living.measurement,
    });
    await t.request("/api/spots", { method: "POST", json: hall, cookie: anna.cookie });

    const res = await t.request("/api/spots", { cookie: anna.cookie });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { spots } = await res.json();
    expect(spots.map((s: { name: string }) => s.name)).toEqual(["Flur", "Wohnzimmer, Südfenster"]);
    const fits = (s: { plants: { id: string; fit: string }[] }) =>
      Object.fromEntries(s.plants.map((p) => [p.id, p.fit]));
    expect(fits(spots[0])).toEqual({ "fiddle-leaf-fig": "unsuitable", "snake-plant": "ideal" });
    expect(fits(spots[1])).toEqual({ "fiddle-leaf-fig": "ideal", "snake-plant": "tolerates" });
  });

  it("shows and deletes only the customer's own spots", async () => {
    const { spots } = await (await t.request("/api/spots", { cookie: anna.cookie })).json();
    expect((await (await t.request("/api/spots", { cookie: ben.cookie })).json()).spots).toEqual([]);
    const del = (id: string, cookie: string) =>
      t.request(`/api/spots/${id}`, { method: "DELETE", cookie, headers: { origin: t.config.publicUrl } });
    expect((await del(spots[0].id, ben.cookie)).status).toBe(404);
    expect((await del("nope", anna.cookie)).status).toBe(404);
    const ok = await del(spots[0].id, anna.cookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()).spots.map((s: { name: string }) => s.name)).toEqual(["Wohnzimmer, Südfenster"]);
  });

  it.each([
    [{ ...living, name: "  " }, "Gib dem Platz einen Namen. (name)"],
    [{ ...living, name: "x".repeat(61) }, "Der Name darf höchstens 60 Zeichen lang sein. (name)"],
    [
      { ...living, image: "data:image/jpeg;base64,AAAA" },
      "Unbekanntes Feld: image. Gespeichert werden nur Name und Messwerte, keine Bilder.",
    ],
    [
      { ...living, measurement: { ...living.measurement, frame: [1, 2, 3] } },
      "Unbekanntes Feld: frame. Gespeichert werden nur Name und Messwerte, keine Bilder. (measurement)",
    ],
    [
      { ...living, measurement: { ...living.measurement, light: "bright" } },
      "light muss low, medium oder high sein. (measurement.light)",
    ],
  ])("refuses %j with 400 and a German message, storing nothing", async (body, message) => {
    const before = (await (await t.request("/api/spots", { cookie: ben.cookie })).json()).spots.length;
    const res = await t.request("/api/spots", { method: "POST", json: body, cookie: ben.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect((await (await t.request("/api/spots", { cookie: ben.cookie })).json()).spots).toHaveLength(before);
  });

  it("refuses a request from another site", async () => {
    const res = await t.request("/api/spots", {
      method: "POST",
      json: living,
      cookie: ben.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});
