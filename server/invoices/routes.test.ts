import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceCounters, invoices, orders } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import { INVOICE_LINK_DAYS } from "./links";

const shipping = (email: string) => ({
  firstName: "Anna",
  lastName: "Bergmann",
  email,
  ...TEST_ADDRESS,
});

describe.each(TEST_DATABASES)("GET /api/invoices/:number on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let anna: Awaited<ReturnType<ReturnType<typeof accountsApp>["signUp"]>>;
  let ben: Awaited<ReturnType<ReturnType<typeof accountsApp>["signUp"]>>;
  let number: string;
  let orderNumber: string;

  withTestDatabase(target, { stock: 1_000_000 }, async (opened, { app }) => {
    database = opened;
    t = app();
    anna = await t.signUp("Anna Bergmann");
    ben = await t.signUp("Ben Kraus");
    const res = await t.request("/api/orders", {
      method: "POST",
      cookie: anna.cookie,
      json: {
        items: [{ id: "pothos", quantity: 2 }],
        shipping: shipping(anna.email),
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    orderNumber = order.number;
    // No invoice before the parcel leaves; "Versenden" issues it (#27).
    const before = await (await t.request("/api/account/orders", { cookie: anna.cookie })).json();
    expect(before.orders[0].invoices).toEqual([]);
    await shipOrder(t.services, orderNumber);
    const { orders: history } = await (
      await t.request("/api/account/orders", { cookie: anna.cookie })
    ).json();
    expect(history[0].invoices).toEqual([
      { number: expect.stringMatching(/^RE-\d{4}-\d{6}$/), kind: "invoice", url: expect.any(String) },
    ]);
    number = history[0].invoices[0].number;
    expect(history[0].invoices[0].url).toBe(`/api/invoices/${number}`);
  });

  const get = (path: string, cookie?: string) => t.request(path, { cookie });
  const signed = (n: string, now = new Date()) => {
    const url = new URL(t.services.invoices.invoiceLink(n, now));
    return url.pathname + url.search;
  };
  const refusal = async (res: Response, status: number, message: RegExp) => {
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.message).toMatch(message);
  };

  it("the signed-in owner gets the PDF, never cached", async () => {
    const res = await get(`/api/invoices/${number}`, anna.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Rechnung-${number}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain(number);
    expect(text).toContain(orderNumber);
  });

  it("a signed link works without a session, until it expires", async () => {
    const res = await get(signed(number));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const old = new Date(Date.now() - (INVOICE_LINK_DAYS + 1) * 86_400_000);
    await refusal(await get(signed(number, old)), 410, /abgelaufen/);
  });

  it("400 for a malformed number", async () => {
    for (const bad of [
      "RE-2026-1",
      "BW-2026-000001",
      "re-2026-000001",
      "RE-2026-000001x",
      "%2e%2e%2fetc",
      "RE-2026-0000000001",
    ])
      await refusal(await get(`/api/invoices/${bad}`, anna.cookie), 400, /Rechnungsnummer/);
  });

  it("401 without session and signature", async () => {
    await refusal(await get(`/api/invoices/${number}`), 401, /melde dich an/);
  });

  it("refuses with a code and the message in the request's language (#30)", async () => {
    const res = await t.request(`/api/invoices/${number}`, { headers: { "x-shop-locale": "en" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: "unauthorized",
      message: "Please sign in to download your invoice, or use the link from your email.",
    });
    expect(await (await get("/api/invoices/RE-2026-1")).json()).toEqual({
      error: "invalid_invoice_number",
      message: "Diese Rechnungsnummer gibt es nicht in dieser Form (z. B. RE-2026-000001).",
    });
  });

  it("403 for a bad signature: tampered, borrowed from another number, moved expiry, half a link", async () => {
    const good = new URL(`http://x${signed(number)}`);
    const sig = good.searchParams.get("sig")!;
    const expires = good.searchParams.get("expires")!;
    const flipped = (sig[0] === "A" ? "B" : "A") + sig.slice(1);
    const other = number.replace(/\d{6}$/, (d) => String(Number(d) + 1).padStart(6, "0"));
    const attempts = [
      `/api/invoices/${number}?expires=${expires}&sig=${flipped}`,
      `/api/invoices/${other}?expires=${expires}&sig=${sig}`,
      `/api/invoices/${number}?expires=${Number(expires) + 86_400}&sig=${sig}`,
      `/api/invoices/${number}?expires=${expires}`,
      `/api/invoices/${number}?sig=${sig}`,
      `/api/invoices/${number}?expires=abc&sig=${sig}`,
      `/api/invoices/${number}?expires=${expires}&sig=${"x".repeat(500)}`,
    ];
    // A session does not rescue a bad link: the link is what was presented.
    for (const path of attempts) await refusal(await get(path, anna.cookie), 403, /ungültig/);
  });

  it("404 for an unknown number and for someone else's invoice", async () => {
    await refusal(await get("/api/invoices/RE-2026-999999", anna.cookie), 404, /nicht gefunden/);
    await refusal(await get(`/api/invoices/${number}`, ben.cookie), 404, /nicht gefunden/);
    await refusal(await get(signed("RE-2026-999999")), 404, /nicht gefunden/);
  });

  it("forged numbers and links store nothing", async () => {
    const snapshot = async () => ({
      invoices: await database.db.select().from(invoices),
      counters: await database.db.select().from(invoiceCounters),
      orders: (await database.db.select({ id: orders.id, status: orders.status }).from(orders)).length,
    });
    const before = await snapshot();
    for (const path of [
      "/api/invoices/RE-2026-999999",
      "/api/invoices/ST-2026-000001",
      `/api/invoices/RE-2099-000001?expires=9999999999&sig=${"A".repeat(43)}`,
      "/api/invoices/RE-2026-00000%27%3B",
    ]) {
      expect((await get(path)).status).toBeGreaterThanOrEqual(400);
      expect((await get(path, ben.cookie)).status).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("after a cancellation the history lists the Stornorechnung too, for the owner only", async () => {
    const [order] = await database.db.select().from(orders).limit(1);
    const result = await t.services.orders.cancel(order!.id);
    expect(result.ok).toBe(true);
    const { orders: history } = await (
      await t.request("/api/account/orders", { cookie: anna.cookie })
    ).json();
    const storno = history[0].invoices.find((i: { kind: string }) => i.kind === "cancellation");
    expect(storno.number).toMatch(/^ST-\d{4}-000001$/);
    const res = await get(storno.url, anna.cookie);
    expect(res.status).toBe(200);
    expect(pdfText(Buffer.from(await res.arrayBuffer()))).toContain(`storniert Rechnung ${number}`);
    expect((await get(storno.url, ben.cookie)).status).toBe(404);
  });

  it("hostile numbers and query strings: a German 4xx, never a 500", async () => {
    const q = (s: string) =>
      [...Buffer.from(s, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
    const odd = fc.string({ unit: "binary", maxLength: 80 });
    await fc.assert(
      fc.asyncProperty(odd, odd, odd, fc.boolean(), async (n, e, s, withSession) => {
        const res = await get(
          `/api/invoices/${q(n) || "x"}?expires=${q(e)}&sig=${q(s)}`,
          withSession ? anna.cookie : undefined,
        );
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect((await res.json()).message).toMatch(/[a-zäöü]{3}/);
      }),
      { numRuns: 150 },
    );
  });
});
