import { describe, expect, it } from "vitest";
import { TEXT_RULE_MESSAGES } from "../../domain/text/text-rules";
import { insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTwoCustomers } from "../testing/test-database";

describe.each(TEST_DATABASES)("kept spots (/api/spots) on $name", (target) => {
  const s = withTwoCustomers(target);

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
      lux: 300,
      min: 200,
      max: 450,
      method: "camera",
      path: "estimated",
    },
  };

  it("asks guests to sign in", async () => {
    expect((await s.t.request("/api/spots")).status).toBe(401);
    expect((await s.t.request("/api/spots", { method: "POST", json: living })).status).toBe(401);
  });

  it("keeps a spot with its measurement and shows which of the customer's plants suit it", async () => {
    for (const id of ["fiddle-leaf-fig", "snake-plant"])
      await s.t.request(`/api/saved-plants/${id}`, {
        method: "PUT",
        cookie: s.anna.cookie,
        headers: { origin: s.t.config.publicUrl },
      });
    const created = await s.t.request("/api/spots", { method: "POST", json: living, cookie: s.anna.cookie });
    expect(created.status).toBe(201);
    expect((await created.json()).spot).toMatchObject({
      name: "Wohnzimmer, Südfenster",
      measurement: living.measurement,
    });
    await s.t.request("/api/spots", { method: "POST", json: hall, cookie: s.anna.cookie });

    const res = await s.t.request("/api/spots", { cookie: s.anna.cookie });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { spots } = await res.json();
    expect(spots.map((s: { name: string }) => s.name)).toEqual(["Flur", "Wohnzimmer, Südfenster"]);
    const fits = (s: { plants: { id: string; fit: string }[] }) =>
      Object.fromEntries(s.plants.map((p) => [p.id, p.fit]));
    expect(fits(spots[0])).toEqual({ "fiddle-leaf-fig": "unsuitable", "snake-plant": "ideal" });
    expect(fits(spots[1])).toEqual({ "fiddle-leaf-fig": "ideal", "snake-plant": "tolerates" });

    // A plant she ordered counts as hers too; one of a cancelled order does not.
    const item = (plantId: string) => ({ plantId, name: plantId, quantity: 1, priceCents: 1000 });
    await insertOrder(s.database, {
      userId: s.anna.user.id,
      email: s.anna.email,
      status: "completed",
      items: [item("pothos")],
    });
    await insertOrder(s.database, {
      userId: s.anna.user.id,
      email: s.anna.email,
      status: "cancelled",
      items: [item("zz-plant")],
    });
    const after = (await (await s.t.request("/api/spots", { cookie: s.anna.cookie })).json()).spots;
    expect(Object.keys(fits(after[0])).sort()).toEqual(["fiddle-leaf-fig", "pothos", "snake-plant"]);

    // The plants' names in the page's language (#32): English for the English account page.
    const names = async (locale: string) =>
      (
        await (
          await s.t.request("/api/spots", { cookie: s.anna.cookie, headers: { "X-Shop-Locale": locale } })
        ).json()
      ).spots[0].plants
        .map((p: { name: string }) => p.name)
        .sort();
    expect(await names("en")).toEqual(["Fiddle-Leaf Fig", "Pothos", "Snake Plant"]);
    expect(await names("de")).toEqual(["Bogenhanf", "Efeutute", "Geigenfeige"]);
  });

  it("shows and deletes only the customer's own spots", async () => {
    const { spots } = await (await s.t.request("/api/spots", { cookie: s.anna.cookie })).json();
    expect((await (await s.t.request("/api/spots", { cookie: s.ben.cookie })).json()).spots).toEqual([]);
    const del = (id: string, cookie: string) =>
      s.t.request(`/api/spots/${id}`, {
        method: "DELETE",
        cookie,
        headers: { origin: s.t.config.publicUrl },
      });
    expect((await del(spots[0].id, s.ben.cookie)).status).toBe(404);
    expect((await del("nope", s.anna.cookie)).status).toBe(404);
    const ok = await del(spots[0].id, s.anna.cookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()).spots.map((s: { name: string }) => s.name)).toEqual(["Wohnzimmer, Südfenster"]);
  });

  it.each([
    [{ ...living, name: "  " }, "Gib dem Platz einen Namen. (name)"],
    [{ ...living, name: "x".repeat(61) }, "Der Name darf höchstens 60 Zeichen lang sein. (name)"],
    // #29: the one text rule for typed text.
    [{ ...living, name: "Küche\r\nBcc: x@y.z" }, `${TEXT_RULE_MESSAGES.lineBreak} (name)`],
    [{ ...living, name: "\u001b[31mKüche" }, `${TEXT_RULE_MESSAGES.lineBreak} (name)`],
    [{ ...living, name: "Küche\u202e" }, `${TEXT_RULE_MESSAGES.bidi} (name)`],
    [{ ...living, name: "\u200b\u200b" }, `${TEXT_RULE_MESSAGES.invisible} (name)`],
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
    const before = (await (await s.t.request("/api/spots", { cookie: s.ben.cookie })).json()).spots.length;
    const res = await s.t.request("/api/spots", { method: "POST", json: body, cookie: s.ben.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect((await (await s.t.request("/api/spots", { cookie: s.ben.cookie })).json()).spots).toHaveLength(
      before,
    );
  });

  it("refuses a request from another site", async () => {
    const res = await s.t.request("/api/spots", {
      method: "POST",
      json: living,
      cookie: s.ben.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});
