import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORDER_VALIDATION, orderMessages } from "../../domain/contracts/order-messages";
import { withdrawalErrorMessages } from "../../domain/contracts/withdrawal-messages";
import { z } from "../../domain/text/zod";
import { createApp } from "../app";
import { authMessages } from "../auth/messages";
import { checkPassword, passwordMessages, zxcvbnFeedbackMessages } from "../auth/password-policy";
import { loadConfig } from "../config";
import { mailOutbox, orders } from "../db/schema";
import { createServices } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { inLocale, LOCALE_HEADER, requestLocale } from "./api-locale";
import { apiMessages, apiRefusalMessages } from "./api-messages";

const SHIPPING = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  ...TEST_ADDRESS,
};

describe("the request's locale", () => {
  const req = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://shop.test${path}`, { headers });

  it("follows X-Shop-Locale, else the page's path; German by default", () => {
    expect(requestLocale(req("/api/orders", { [LOCALE_HEADER]: "en" }))).toBe("en");
    expect(requestLocale(req("/api/orders", { [LOCALE_HEADER]: "EN" }))).toBe("en");
    expect(requestLocale(req("/en/checkout"))).toBe("en");
    expect(requestLocale(req("/en/checkout.data"))).toBe("en");
    expect(requestLocale(req("/api/orders"))).toBe("de");
    expect(requestLocale(req("/api/orders", { [LOCALE_HEADER]: "fr" }))).toBe("de");
    expect(requestLocale(req("/english"))).toBe("de");
  });

  it("never follows the browser's Accept-Language", () => {
    expect(requestLocale(req("/checkout", { "accept-language": "en-GB,en;q=0.9" }))).toBe("de");
    expect(requestLocale(req("/api/reviews", { "accept-language": "en" }))).toBe("de");
  });
});

describe("English twins of the API's messages", () => {
  it("a missing English message fails typecheck", async () => {
    const { defineMessages } = await import("../../domain/text/i18n");
    // @ts-expect-error: "b" has no English twin
    defineMessages({ a: "A", b: "B" }, { a: "A" });
    // @ts-expect-error: the English function must take the same arguments
    defineMessages({ f: (n: number) => `${n}` }, { f: (s: string) => s });
  });

  it("every code of the API's own refusals has German and English text (#30)", () => {
    for (const locale of ["de", "en"] as const)
      for (const [code, text] of Object.entries(apiRefusalMessages[locale]))
        expect(text, `${locale} ${code}`).toBeTruthy();
    expect(apiRefusalMessages.en["Not found"]({ what: "api_path" })).toBe(apiMessages.en.unknownApiPath);
  });
});

describe("zod's own messages", () => {
  it("follow the request once another copy of domain/text/zod.ts loaded (#30)", async () => {
    // The production build bundles its own copy of domain/text/zod.ts, loaded after the server's modules
    // (server/main.ts); a query makes Vite load this one afresh, as a module of its own.
    const secondCopy = "../../domain/zod.ts?as-bundled-by-the-build";
    await import(/* @vite-ignore */ secondCopy);
    const schema = z.string().max(3);
    const message = () => schema.safeParse("Anna").error?.issues[0]?.message;
    expect(inLocale("en", message)).toBe("At most 3 characters.");
    expect(inLocale("de", message)).toBe("Höchstens 3 Zeichen.");
  });
});

describe.each(TEST_DATABASES)("answers and mails in the customer's language on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let app: ReturnType<typeof createApp>;
  const call = (path: string, init: RequestInit & { locale?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.locale) headers.set(LOCALE_HEADER, init.locale);
    return app.request(path, { ...init, headers });
  };
  const postOrder = (body: unknown, locale?: string, path = "/api/orders") =>
    call(path, {
      method: "POST",
      locale,
      headers: { "content-type": "application/json", "accept-language": "en-GB,en;q=0.9" },
      body: JSON.stringify(body),
    });

  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    app = createApp({ services: createServices(loadConfig({}), database) });
  });

  it("an order with a field missing: German by default (even for an English browser), English for en", async () => {
    const body = {
      items: [{ id: "pothos", quantity: 1 }],
      shipping: { ...SHIPPING, firstName: "" },
      idempotencyKey: randomUUID(),
    };
    const de = await postOrder(body);
    expect(de.status).toBe(400);
    expect(await de.json()).toMatchObject({
      fieldErrors: { "shipping.firstName": ORDER_VALIDATION.firstName },
    });
    const en = await postOrder(body, "en");
    expect(en.status).toBe(400);
    expect(en.headers.get("vary")).toContain(LOCALE_HEADER);
    const answer = await en.json();
    expect(answer.fieldErrors["shipping.firstName"]).toBe("Please enter your first name.");
    expect(answer.message).toMatch(/^[A-Z][^äöüß]+$/);
  });

  it("the generic answers: unknown path, not JSON, a foreign origin, zod's own messages", async () => {
    const notFound = await call("/api/nothing-here", { locale: "en" });
    expect(notFound.status).toBe(404);
    expect((await notFound.json()).message).toBe("Unknown API path.");
    expect((await (await call("/api/nothing-here")).json()).message).toBe("Unbekannter API-Pfad.");

    const notJson = await call("/api/orders", {
      method: "POST",
      locale: "en",
      body: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(415);
    expect((await notJson.json()).message).toBe(orderMessages.en.ORDER_ERRORS.notJson);

    const foreign = await call("/api/withdrawals", {
      method: "POST",
      locale: "en",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe(
      "This request did not come from our website and was refused.",
    );

    const long = `/api/plants/search?q=${"a".repeat(101)}`;
    expect((await (await call(long, { locale: "en" })).json()).message).toBe("The search term is too long.");
    expect((await (await call(long)).json()).message).toBe("Der Suchbegriff ist zu lang.");
  });

  it("zod's own messages follow the request's locale", () => {
    const schema = z.object({ name: z.string().max(3) }).strict();
    const first = () => schema.safeParse({ name: "Anna", x: 1 }).error?.issues.map((i) => i.message);
    expect(inLocale("en", first)).toEqual(["At most 3 characters.", "Unknown field: “x”."]);
    expect(inLocale("de", first)).toEqual(["Höchstens 3 Zeichen.", "Unbekanntes Feld: „x“."]);
    expect(first()).toEqual(["Höchstens 3 Zeichen.", "Unbekanntes Feld: „x“."]);
  });

  it("a withdrawal with a bad email: English for en, German by default", async () => {
    const body = JSON.stringify({ orderReference: "BW-2026-000001", name: "Ada", email: "nope" });
    const headers = { "content-type": "application/json" };
    const en = await call("/api/withdrawals", { method: "POST", locale: "en", headers, body });
    expect(en.status).toBe(422);
    expect((await en.json()).fieldErrors.email).toBe(withdrawalErrorMessages.en.email);
    const de = await call("/api/withdrawals", { method: "POST", headers, body });
    expect((await de.json()).fieldErrors.email).toBe(withdrawalErrorMessages.de.email);
  });

  it("zxcvbn's own advice on a weak password reaches an English page in English (issue #32, #30)", async () => {
    const body = JSON.stringify({
      name: "Anna Berg",
      email: "anna.weak@example.com",
      password: "sommer",
      acceptTerms: true,
    });
    const headers = { "content-type": "application/json", origin: "http://localhost:3000" };
    const answer = async (locale?: string) =>
      (await call("/api/auth/sign-up/email", { method: "POST", locale, headers, body })).json();
    const de = await answer();
    expect(de).toMatchObject({ code: "weak_password", message: passwordMessages.de.WEAK_PASSWORD_MESSAGE });
    const german = de.reasons as string[];
    expect(german).toEqual(expect.arrayContaining(checkPassword("sommer").reasons));
    const en = await answer("en");
    expect(en).toMatchObject({ code: "weak_password", message: passwordMessages.en.WEAK_PASSWORD_MESSAGE });
    expect(en.reasons).toHaveLength(german.length);
    for (const [i, reason] of (en.reasons as string[]).entries())
      expect(reason, german[i]).not.toBe(german[i]);
    expect(en.reasons).toContain(zxcvbnFeedbackMessages.en.suggestions.anotherWord);
  });

  it("sign-in with a wrong password: English for en", async () => {
    const body = JSON.stringify({ email: "nobody@example.com", password: "wrong-password-123" });
    const headers = { "content-type": "application/json", origin: "http://localhost:3000" };
    const en = await call("/api/auth/sign-in/email", { method: "POST", locale: "en", headers, body });
    expect(en.status).toBeGreaterThanOrEqual(400);
    expect(en.status).toBeLessThan(500);
    const message = (await en.json()).message;
    expect(Object.values(authMessages.en.AUTH_ERROR_MESSAGES)).toContain(message);
  });

  it("an order placed in English keeps its locale and gets an English confirmation with /en links", async () => {
    const key = randomUUID();
    const res = await postOrder(
      { items: [{ id: "pothos", quantity: 1 }], shipping: SHIPPING, idempotencyKey: key },
      "en",
    );
    expect(res.status).toBe(201);
    const [order] = await database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(order!.locale).toBe("en");
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order!.id));
    expect(mail!.subject).toBe(`Your order ${order!.number} at Blattwerk`);
    expect(mail!.text).toContain("Hello Ada,");
    expect(mail!.text).toContain("/en/widerruf#widerrufsbutton");
    expect(mail!.text).toContain("/en/support");
    expect(mail!.text).toContain("These documents are in German");
    expect(mail!.text).not.toMatch(/Bestellung|Hallo|Rechnung herunterladen|Lieferadresse/);
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.html).toContain("We email you the invoice on the day we ship");

    const deKey = randomUUID();
    await postOrder({ items: [{ id: "pothos", quantity: 1 }], shipping: SHIPPING, idempotencyKey: deKey });
    const [deOrder] = await database.db.select().from(orders).where(eq(orders.idempotencyKey, deKey));
    expect(deOrder!.locale).toBe("de");
    const [deMail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, deOrder!.id));
    expect(deMail!.subject).toBe(`Deine Bestellung ${deOrder!.number} bei Blattwerk`);
    expect(deMail!.text).not.toContain("/en/");
  });
});
