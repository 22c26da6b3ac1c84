import { describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createServices } from "../services";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

describe.each(TEST_DATABASES)("POST /api/finder/recommendations on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    app = createApp({ services: createServices(loadConfig({}), database) });
  });

  const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
    app.request("/api/finder/recommendations", {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("ranks the shade plants first for a dark spot, with a German reason each", async () => {
    const res = await post({ light: "low", confidence: 0.7, lux: 420, method: "camera" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body.measurement).toEqual({ light: "low", confidence: 0.7, lux: 420, method: "camera" });
    const ids = body.recommendations.map((r: { plant: { id: string } }) => r.plant.id);
    expect(ids.slice(0, 2)).toEqual(["snake-plant", "zz-plant"]);
    expect(ids).not.toContain("fiddle-leaf-fig");
    expect(body.recommendations[0]).toMatchObject({
      fit: "ideal",
      reason: "Kommt mit wenig Licht aus – ideal für deinen Platz",
      plant: { name: "Bogenhanf", priceCents: 1999 },
    });
  });

  it("answers an English page in English: the reasons and the plants' texts (#19)", async () => {
    const english = { "content-type": "application/json", "x-shop-locale": "en" };
    const res = await post({ light: "low", confidence: 0.7, lux: 420, method: "camera" }, english);
    const first = (await res.json()).recommendations[0];
    expect(first.reason).toBe("Copes with little light – ideal for your spot");
    expect(first.plant.name).toBe("Snake Plant"); // its English name (#32), Bogenhanf on a German page
    expect(first.plant.description).not.toBe(
      (await (await post({ light: "low", confidence: 0.7, method: "camera" })).json()).recommendations[0]
        .plant.description,
    );
    expect(first.plant.untranslated).toBeUndefined();
    const pets = await (
      await post(
        { light: "medium", confidence: 0.6, method: "manual", preferences: { petFriendly: true } },
        english,
      )
    ).json();
    expect(pets.recommendations[0].reason).toContain("safe for pets");
  });

  it("ranks the light-hungry plants first for a bright spot", async () => {
    const body = await (await post({ light: "high", confidence: 0.4, method: "manual" })).json();
    expect(body.recommendations.slice(0, 2).map((r: { plant: { id: string } }) => r.plant.id)).toEqual([
      "fiddle-leaf-fig",
      "spider-plant",
    ]);
  });

  it("honours pets and little care time", async () => {
    const pets = await (
      await post({ light: "medium", confidence: 0.6, method: "manual", preferences: { petFriendly: true } })
    ).json();
    expect(pets.recommendations.every((r: { plant: { petFriendly: boolean } }) => r.plant.petFriendly)).toBe(
      true,
    );
    expect(pets.recommendations[0].reason).toContain("ungiftig für Haustiere");
    const lowCare = await (
      await post({ light: "medium", confidence: 0.6, method: "camera", preferences: { lowCare: true } })
    ).json();
    expect(lowCare.recommendations[0].plant.waterLevel).toBe("low");
  });

  it.each([
    [{ light: "dim", confidence: 0.5, method: "camera" }, "light muss low, medium oder high sein. (light)"],
    [
      { light: "low", confidence: 1.5, method: "camera" },
      "confidence muss eine Zahl zwischen 0 und 1 sein. (confidence)",
    ],
    [{ light: "low", method: "camera" }, "confidence muss eine Zahl zwischen 0 und 1 sein. (confidence)"],
    [{ light: "low", confidence: 0.5, method: "guess" }, "method muss camera oder manual sein. (method)"],
    [{ light: "low", confidence: 0.5, lux: -1, method: "camera" }, "lux darf nicht negativ sein. (lux)"],
    [
      { light: "low", confidence: 0.5, method: "camera", image: "data:image/png;base64,AAAA" },
      "Unbekanntes Feld: image. Erlaubt sind nur Lichtwerte und Wünsche, keine Bilder.",
    ],
    [
      { light: "low", confidence: 0.5, method: "camera", preferences: { cats: true } },
      "Unbekanntes Feld: cats. Erlaubt sind nur Lichtwerte und Wünsche, keine Bilder. (preferences)",
    ],
    [[], "Erwartet wird ein JSON-Objekt."],
  ])("refuses %j with 400 and a German message", async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it("refuses broken JSON and other content types", async () => {
    expect((await post("{nope")).status).toBe(400);
    expect((await post("light=low", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(
      415,
    );
  });

  it("only answers POST", async () => {
    const res = await app.request("/api/finder/recommendations");
    expect(res.status).toBe(404);
  });
});
