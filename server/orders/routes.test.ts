import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORDER_ERRORS, ORDER_VALIDATION } from "../../domain/contracts/order-messages";
import { ORDER_NUMBER_PATTERN } from "../../domain/orders/order";
import { unprintableMessage } from "../../domain/text/printable";
import { TEXT_RULE_MESSAGES, textRuleMessages } from "../../domain/text/text-rules";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { mailOutbox, orderItems, orders } from "../db/schema";
import { createServices } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

const SHIPPING = {
  firstName: "Anna",
  lastName: "Berg",
  email: "anna@example.de",
  ...TEST_ADDRESS,
};
type Line = { id: string; quantity: unknown } & Record<string, unknown>;
const orderBody = (items: Line[], over: Record<string, unknown> = {}) => ({
  items,
  shipping: SHIPPING,
  idempotencyKey: randomUUID(),
  ...over,
});

describe.each(TEST_DATABASES)("POST /api/orders on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let app: ReturnType<typeof createApp>;
  const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
    app.request("/api/orders", {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;
  const itemCount = async () => (await database.db.select({ n: count() }).from(orderItems))[0]!.n;

  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    app = createApp({ services: createServices(loadConfig({}), database) });
  });

  it("records a new order with catalogue prices and answers 201", async () => {
    const res = await post(
      orderBody([
        { id: "pothos", quantity: 2 },
        { id: "peace-lily", quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({
      subtotalCents: 2 * 1899 + 2499,
      shippingCents: 0,
      totalCents: 6297,
      status: "pending",
      paymentMethod: "invoice",
      number: expect.stringMatching(ORDER_NUMBER_PATTERN),
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ userId: null, email: "anna@example.de", postalCode: "52062", country: "DE" });
    expect(row?.totalCents).toBe(6297);
    expect(row?.addressAddition).toBeNull();
  });

  it.each([
    [
      "a CR/LF with a mail header in the first name",
      { firstName: "Anna\r\nBcc: evil@example.org" },
      TEXT_RULE_MESSAGES.lineBreak,
      "firstName",
    ],
    [
      "an ANSI escape in the last name",
      { lastName: "\u001b[31mBerg" },
      TEXT_RULE_MESSAGES.lineBreak,
      "lastName",
    ],
    ["a BEL in the city", { city: "Aachen\u0007" }, TEXT_RULE_MESSAGES.lineBreak, "city"],
    [
      "a right-to-left override in the street",
      { address: "Gartenweg 3\u202e" },
      TEXT_RULE_MESSAGES.bidi,
      "address",
    ],
    [
      "a first name of zero-width spaces",
      { firstName: "\u200b\u200b" },
      TEXT_RULE_MESSAGES.invisible,
      "firstName",
    ],
    ["an emoji the invoice cannot print", { lastName: "Berg 🌿" }, unprintableMessage("🌿"), "lastName"],
    [
      "an Arabic name (right to left: refused, see domain/text/printable.ts)",
      { firstName: "محمد" },
      unprintableMessage("محمد"),
      "firstName",
    ],
  ])("refuses %s with 400, a German message, nothing stored (#29)", async (_what, over, message, field) => {
    const before = [await orderCount(), await itemCount()];
    const res = await post(
      orderBody([{ id: "pothos", quantity: 1 }], { shipping: { ...SHIPPING, ...over } }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe(message);
    expect(body.fieldErrors[`shipping.${field}`]).toBe(message);
    expect([await orderCount(), await itemCount()]).toEqual(before);
  });

  it("the same refusal in English for an English page (#29)", async () => {
    const res = await post(
      orderBody([{ id: "pothos", quantity: 1 }], {
        shipping: { ...SHIPPING, firstName: "Anna\r\nBcc: x@y.z" },
      }),
      { "content-type": "application/json", "x-shop-locale": "en" },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(textRuleMessages.en.lineBreak);
  });

  it("an English order names its lines as they were offered, in English; both names are kept (#46)", async () => {
    const place = async (locale: "de" | "en") => {
      const res = await post(orderBody([{ id: "pothos", quantity: 1 }]), {
        "content-type": "application/json",
        "x-shop-locale": locale,
      });
      expect(res.status).toBe(201);
      return (await res.json()).order as { id: string; items: { name: string }[] };
    };
    const english = await place("en");
    expect(english.items.map((i) => i.name)).toEqual(["Pothos"]);
    const [line] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, english.id));
    expect(line).toMatchObject({ name: "Efeutute", nameEn: "Pothos" });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, english.id));
    expect(mail!.text).toContain("1 × Pothos");
    expect(mail!.text).not.toContain("Efeutute");
    expect(mail!.text).toMatch(/€\d+\.\d\d/);
    const german = await place("de");
    expect(german.items.map((i) => i.name)).toEqual(["Efeutute"]);
  });

  it("takes Chinese, Greek and Cyrillic names the invoice prints (#29)", async () => {
    for (const [firstName, lastName] of [
      ["小龙", "李"],
      ["Ἀλέξανδρος", "Παπαδόπουλος"],
      ["Дмитрий", "Шостакович"],
    ]) {
      const res = await post(
        orderBody([{ id: "pothos", quantity: 1 }], { shipping: { ...SHIPPING, firstName, lastName } }),
      );
      expect(res.status, firstName).toBe(201);
      const { order } = await res.json();
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ firstName, lastName });
    }
  });

  it("records the optional address addition (c/o, Packstation) with the order", async () => {
    const shipping = { ...SHIPPING, address: "Packstation 123", addressAddition: " Postnummer 12345678 " };
    const body = orderBody([{ id: "pothos", quantity: 1 }], { shipping });
    const res = await post(body);
    expect(res.status).toBe(201);
    const { order } = await res.json();
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ address: "Packstation 123", addressAddition: "Postnummer 12345678" });
    // A replay with another addition is another request.
    const other = { ...body, shipping: { ...shipping, addressAddition: "c/o Berg" } };
    expect((await post(other)).status).toBe(409);
    expect((await post(body)).status).toBe(200);
  });

  it("keeps the checkout's „E-Mail an DHL“ with the order: false unless sent as true; anything else is a 400 (#49)", async () => {
    const line = [{ id: "pothos", quantity: 1 }];
    const consentOf = async (res: Response) => {
      const { order } = await res.json();
      const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      return row!.dhlEmailConsent;
    };
    const without = await post(orderBody(line));
    expect(without.status).toBe(201);
    expect(await consentOf(without)).toBe(false);
    const body = orderBody(line, { dhlEmailConsent: true });
    const given = await post(body);
    expect(given.status).toBe(201);
    expect(await consentOf(given)).toBe(true);
    // The same key without the consent is another request.
    expect((await post({ ...body, dhlEmailConsent: false })).status).toBe(409);
    const bad = await post(orderBody(line, { dhlEmailConsent: "ja" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      dhlEmailConsent: "Die Einwilligung zur Weitergabe der E-Mail-Adresse an DHL muss ja oder nein sein.",
    });
  });

  it("refuses a street without a house number with the German message, 400 (#49)", async () => {
    const res = await post(
      orderBody([{ id: "pothos", quantity: 1 }], { shipping: { ...SHIPPING, address: "Gartenweg" } }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ "shipping.address": ORDER_VALIDATION.houseNumber });
  });

  it("ignores prices, names and totals a tampered cart line carries: server prices win", async () => {
    const res = await post(
      orderBody([{ id: "monstera-deliciosa", quantity: 1, priceCents: 1, price: 0.01, name: "Gratis" }]),
    );
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order.items).toEqual([
      expect.objectContaining({
        plantId: "monstera-deliciosa",
        name: "Monstera Deliciosa",
        priceCents: 2999,
      }),
    ]);
    // Large plant below 60 €: 9,90 € shipping.
    expect(order).toMatchObject({ subtotalCents: 2999, shippingCents: 990, totalCents: 3989 });
  });

  it("charges shipping by the largest size", async () => {
    const small = await (await post(orderBody([{ id: "spider-plant", quantity: 1 }]))).json();
    expect(small.order.shippingCents).toBe(490);
    const medium = await (
      await post(
        orderBody([
          { id: "spider-plant", quantity: 1 },
          { id: "snake-plant", quantity: 1 },
        ]),
      )
    ).json();
    expect(medium.order.shippingCents).toBe(690);
  });

  it("stores totals that equal its items plus shipping, for every order", async () => {
    const all = await database.db.select().from(orders);
    const items = await database.db.select().from(orderItems);
    expect(all.length).toBeGreaterThan(0);
    for (const o of all) {
      const lines = items.filter((i) => i.orderId === o.id);
      expect(lines.length).toBeGreaterThan(0);
      const sum = lines.reduce((s, i) => s + i.priceCents * i.quantity, 0);
      expect(o.subtotalCents).toBe(sum);
      expect(o.totalCents).toBe(sum + o.shippingCents);
    }
  });

  describe("refuses bad orders with a 4xx, a German message and nothing written", () => {
    const cases: [string, () => Response | Promise<Response>, number, string][] = [
      [
        "a negative quantity",
        () => post(orderBody([{ id: "pothos", quantity: -1 }])),
        400,
        ORDER_VALIDATION.quantity,
      ],
      [
        "a fractional quantity",
        () => post(orderBody([{ id: "pothos", quantity: 1.5 }])),
        400,
        ORDER_VALIDATION.quantity,
      ],
      [
        "a huge quantity",
        () => post(orderBody([{ id: "pothos", quantity: 1e9 }])),
        400,
        ORDER_VALIDATION.quantity,
      ],
      [
        "a quantity above the maximum",
        () => post(orderBody([{ id: "pothos", quantity: 100 }])),
        400,
        ORDER_VALIDATION.quantity,
      ],
      [
        "a quantity as text",
        () => post(orderBody([{ id: "pothos", quantity: "2" }])),
        400,
        ORDER_VALIDATION.quantity,
      ],
      [
        "an unknown plant",
        () =>
          post(
            orderBody([
              { id: "pothos", quantity: 1 },
              { id: "plastic-palm", quantity: 1 },
            ]),
          ),
        422,
        ORDER_ERRORS.unknownPlants(["plastic-palm"]),
      ],
      ["an empty cart", () => post(orderBody([])), 400, ORDER_VALIDATION.itemsEmpty],
      [
        "more than 50 lines",
        () => post(orderBody(Array.from({ length: 51 }, (_, i) => ({ id: `p${i}`, quantity: 1 })))),
        400,
        ORDER_VALIDATION.tooManyLines,
      ],
      [
        "a missing field",
        () =>
          post(orderBody([{ id: "pothos", quantity: 1 }], { shipping: { ...SHIPPING, city: undefined } })),
        400,
        ORDER_VALIDATION.city,
      ],
      [
        "a four-digit postal code",
        () =>
          post(orderBody([{ id: "pothos", quantity: 1 }], { shipping: { ...SHIPPING, postalCode: "5206" } })),
        400,
        ORDER_VALIDATION.postalCode,
      ],
      [
        "the postal code 00000, which no German place has",
        () =>
          post(
            orderBody([{ id: "pothos", quantity: 1 }], { shipping: { ...SHIPPING, postalCode: "00000" } }),
          ),
        400,
        ORDER_VALIDATION.postalCodeUnknown,
      ],
      [
        "a postal code with letters",
        () =>
          post(
            orderBody([{ id: "pothos", quantity: 1 }], { shipping: { ...SHIPPING, postalCode: "5206A" } }),
          ),
        400,
        ORDER_VALIDATION.postalCode,
      ],
      [
        "a country other than Germany",
        () => post(orderBody([{ id: "pothos", quantity: 1 }], { shipping: { ...SHIPPING, country: "AT" } })),
        400,
        ORDER_VALIDATION.country,
      ],
      [
        "a total sent by the browser",
        () => post(orderBody([{ id: "pothos", quantity: 1 }], { totalCents: 1 })),
        400,
        ORDER_VALIDATION.unknownFields(["totalCents"]),
      ],
      [
        "a user id sent by the browser",
        () => post(orderBody([{ id: "pothos", quantity: 1 }], { userId: "someone-else" })),
        400,
        ORDER_VALIDATION.unknownFields(["userId"]),
      ],
      [
        "a missing idempotency key",
        () => post(orderBody([{ id: "pothos", quantity: 1 }], { idempotencyKey: undefined })),
        400,
        ORDER_VALIDATION.idempotencyKey,
      ],
      ["a body that is not JSON", () => post("items=pothos"), 400, ORDER_ERRORS.badJson],
      ["a JSON array", () => post([]), 400, ORDER_VALIDATION.noObject],
      [
        "a form post",
        () => post("items=pothos", { "content-type": "application/x-www-form-urlencoded" }),
        415,
        ORDER_ERRORS.notJson,
      ],
      [
        "an oversized body",
        () => post(orderBody([{ id: "pothos", quantity: 1, note: "x".repeat(40_000) }])),
        413,
        ORDER_ERRORS.tooLarge,
      ],
    ];
    it.each(cases)("%s", async (_label, send, status, message) => {
      const [ordersBefore, itemsBefore] = [await orderCount(), await itemCount()];
      const res = await send();
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.message).toBe(message);
      expect([await orderCount(), await itemCount()]).toEqual([ordersBefore, itemsBefore]);
    });

    it("an oversized chunked body without a length", async () => {
      const before = await orderCount();
      const big = new TextEncoder().encode(
        JSON.stringify(orderBody([{ id: "pothos", quantity: 1, x: "y".repeat(64_000) }])),
      );
      const stream = new ReadableStream({
        start(controller) {
          for (let i = 0; i < big.length; i += 8192) controller.enqueue(big.slice(i, i + 8192));
          controller.close();
        },
      });
      const res = await app.request("/api/orders", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await orderCount()).toBe(before);
    });

    it("lists every field problem", async () => {
      const res = await post(orderBody([{ id: "pothos", quantity: 1 }], { shipping: { country: "DE" } }));
      const body = await res.json();
      expect(Object.keys(body.fieldErrors).sort()).toEqual(
        ["address", "city", "email", "firstName", "lastName", "postalCode"]
          .map((f) => `shipping.${f}`)
          .sort(),
      );
    });
  });

  describe("idempotency", () => {
    it("20 parallel submissions with one key make exactly one order with its items", async () => {
      const body = orderBody([
        { id: "zz-plant", quantity: 3 },
        { id: "calathea-orbifolia", quantity: 1 },
      ]);
      const before = await orderCount();
      const responses = await Promise.all(Array.from({ length: 20 }, () => post(body)));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(19);
      const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).order.id)));
      expect(ids.size).toBe(1);
      expect(await orderCount()).toBe(before + 1);
      const [id] = [...ids] as string[];
      const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, id!));
      expect(items.map((i) => `${i.plantId}×${i.quantity}`).sort()).toEqual([
        "calathea-orbifolia×1",
        "zz-plant×3",
      ]);
    });

    it("a retry with the same key returns the same order", async () => {
      const body = orderBody([{ id: "pothos", quantity: 1 }]);
      const first = await (await post(body)).json();
      const again = await post(body);
      expect(again.status).toBe(200);
      expect((await again.json()).order).toEqual(first.order);
    });

    it("the same key with a different cart or address is refused with 409", async () => {
      const body = orderBody([{ id: "pothos", quantity: 1 }]);
      await post(body);
      const before = [await orderCount(), await itemCount()];
      for (const changed of [
        { ...body, items: [{ id: "pothos", quantity: 2 }] },
        { ...body, items: [...body.items, { id: "zz-plant", quantity: 1 }] },
        { ...body, shipping: { ...SHIPPING, address: "Andere Straße 1" } },
      ]) {
        const res = await post(changed);
        expect(res.status).toBe(409);
        expect((await res.json()).message).toBe(ORDER_ERRORS.idempotencyConflict);
      }
      expect([await orderCount(), await itemCount()]).toEqual(before);
    });
  });

  it("follows the configured free-shipping threshold", async () => {
    const cheap = createApp({
      services: createServices(loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: "15" }), database),
    });
    const res = await cheap.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(orderBody([{ id: "spider-plant", quantity: 1 }])),
    });
    expect((await res.json()).order).toMatchObject({
      subtotalCents: 1599,
      shippingCents: 0,
      totalCents: 1599,
    });
  });

  it("refuses orders while the checkout is set to an unconfigured Shopify store", async () => {
    const shopify = createApp({
      services: createServices(loadConfig({ CHECKOUT_PROVIDER: "shopify" }), database),
    });
    const before = await orderCount();
    const res = await shopify.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(orderBody([{ id: "pothos", quantity: 1 }])),
    });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe("Shopify integration not configured");
    expect(await orderCount()).toBe(before);
  });

  it("reads an order back by id; unknown or malformed ids give null", async () => {
    const services = createServices(loadConfig({}), database);
    const { order } = await (await post(orderBody([{ id: "pothos", quantity: 2 }]))).json();
    expect(await services.orders.get(order.id)).toEqual(order);
    expect(await services.orders.get(order.id.toUpperCase())).toEqual(order);
    expect(await services.orders.get(randomUUID())).toBeNull();
    for (const bad of ["", "abc", "'; drop table orders; --", `${order.id}x`]) {
      expect(await services.orders.get(bad)).toBeNull();
    }
  });

  it("GET /api/cart/prices names the plants in the page's language (#32)", async () => {
    const names = async (headers: Record<string, string>) => {
      const res = await app.request("/api/cart/prices?id=pothos&id=snake-plant", { headers });
      expect(res.headers.get("vary")).toContain("X-Shop-Locale");
      return (await res.json()).plants.map((p: { name: string }) => p.name);
    };
    expect(await names({ "X-Shop-Locale": "en" })).toEqual(["Pothos", "Snake Plant"]);
    expect(await names({})).toEqual(["Efeutute", "Bogenhanf"]);
  });

  it("GET /api/cart/prices gives today's catalogue facts and skips unknown ids", async () => {
    const res = await app.request("/api/cart/prices?id=pothos&id=nope&id=monstera-deliciosa");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      plants: [
        {
          id: "pothos",
          name: "Efeutute",
          priceCents: 1899,
          imageUrl: "/plants/pothos.svg",
          size: "small",
          botanicalName: "Epipremnum aureum",
          height: "20–30 cm",
          potDiameter: "12 cm",
          // What earlier tests left of the seeded 50 (server/orders/stock.test.ts checks the numbers).
          stock: expect.any(Number),
        },
        {
          id: "monstera-deliciosa",
          name: "Monstera Deliciosa",
          priceCents: 2999,
          imageUrl: "/plants/monstera-deliciosa.svg",
          size: "large",
          botanicalName: "Monstera deliciosa",
          height: "70–90 cm",
          potDiameter: "21 cm",
          stock: expect.any(Number),
        },
      ],
    });
  });
});
