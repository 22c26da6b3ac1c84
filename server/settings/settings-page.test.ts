import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopSettings, users } from "../db/schema";
import type { AccountsApp, Customer } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/** The page's loader and action (app/routes/admin/settings.tsx) as React Router calls them. */
describe.each(TEST_DATABASES)("/admin/settings on $name (#34)", (target) => {
  let database: Parameters<Parameters<typeof withTestDatabase>[2] & object>[0];
  let t: AccountsApp;
  let admin: Customer;
  let staff: Customer;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
    admin = await t.signUp("Ina Inhaberin");
    staff = await t.signUp("Sina Stab");
    await database.db.update(users).set({ role: "owner" }).where(eq(users.id, admin.user.id));
    await database.db.update(users).set({ role: "service" }).where(eq(users.id, staff.user.id));
  });

  const route = () => import("../../app/routes/admin/settings");
  const context = () => ({ services: t.services }) as never;
  const request = (cookie: string, form?: Record<string, string>) => {
    let body: FormData | undefined;
    if (form) {
      body = new FormData();
      for (const [k, v] of Object.entries(form)) body.set(k, v);
    }
    return new Request("http://localhost:3000/admin/settings", {
      method: body ? "POST" : "GET",
      body,
      headers: { cookie },
    });
  };
  /** What a thrown `data(…)` or a returned one carries. */
  const answer = async (run: () => Promise<unknown>) => {
    try {
      const r = (await run()) as { type?: string; data?: unknown; init?: { status?: number } };
      return r && r.type === "DataWithResponseInit"
        ? { status: r.init?.status, data: r.data }
        : { status: 200, data: r };
    } catch (e) {
      const r = e as { type?: string; data?: unknown; init?: { status?: number } };
      return { status: r.init?.status, data: r.data };
    }
  };

  it("admins only: staff get 403 on the page and its action", async () => {
    const { loader, action } = await route();
    expect(
      (
        await answer(() =>
          loader({ request: request(staff.cookie), params: {}, context: context() } as never),
        )
      ).status,
    ).toBe(403);
    const post = await answer(() =>
      action({
        request: request(staff.cookie, { group: "payment", version: "0", termDays: "30" }),
        params: {},
        context: context(),
      } as never),
    );
    expect(post.status).toBe(403);
    expect((await database.db.select().from(shopSettings))[0]!.version).toBe(0);
  });

  it("shows every group with its values and the version; saves; a stale form gets 409 in German; an invalid IBAN 400 at its field", async () => {
    const { loader, action } = await route();
    const page = (await loader({
      request: request(admin.cookie),
      params: {},
      context: context(),
    } as never)) as {
      version: number;
      groups: { group: string; values: Record<string, string> }[];
    };
    expect(page.groups.map((g) => g.group)).toEqual([
      "business",
      "bank",
      "shipping",
      "payment",
      "delivery",
      "notifications",
      "mail",
      "approvals",
      "limits",
      "tax",
      "reminders",
      "giftWrap",
    ]);
    // „Als Geschenk verpacken“ (#43 §4): 3,90 € until the back office says otherwise.
    expect(page.groups.find((g) => g.group === "giftWrap")!.values).toEqual({ price: "3,90" });
    expect(page.groups.find((g) => g.group === "shipping")!.values).toEqual({
      small: "4,90",
      medium: "6,90",
      large: "9,90",
      freeFrom: "60,00",
    });
    const version = String(page.version);
    const saved = await answer(() =>
      action({
        request: request(admin.cookie, { group: "payment", version, termDays: "21" }),
        params: {},
        context: context(),
      } as never),
    );
    expect(saved).toEqual({
      status: 200,
      data: { group: "payment", saved: expect.stringContaining("gespeichert") },
    });

    // The same form again: read before the change just made.
    const stale = await answer(() =>
      action({
        request: request(admin.cookie, { group: "payment", version, termDays: "28" }),
        params: {},
        context: context(),
      } as never),
    );
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      group: "payment",
      field: null,
      error: expect.stringContaining("inzwischen geändert"),
    });
    expect(t.services.config.invoicing.paymentTermDays).toBe(21);

    const iban = await answer(() =>
      action({
        request: request(admin.cookie, {
          group: "bank",
          version: String(Number(version) + 1),
          iban: "DE89 3704 0044 0532 0130 01",
          bic: "COBADEFFXXX",
          bankName: "Musterbank",
        }),
        params: {},
        context: context(),
      } as never),
    );
    expect(iban.status).toBe(400);
    expect(iban.data).toMatchObject({
      group: "bank",
      field: "iban",
      error: expect.stringContaining("keine gültige IBAN"),
      values: { iban: "DE89 3704 0044 0532 0130 01" },
    });
    const unknown = await answer(() =>
      action({
        request: request(admin.cookie, { group: "secrets", version }),
        params: {},
        context: context(),
      } as never),
    );
    expect(unknown.status).toBe(400);

    // „Geschenkverpackung“ (#43 §4): saved in euros, held at once in cents for the order's pricing.
    const wrap = await answer(() =>
      action({
        request: request(admin.cookie, {
          group: "giftWrap",
          version: String(Number(version) + 1),
          price: "4,50",
        }),
        params: {},
        context: context(),
      } as never),
    );
    expect(wrap).toEqual({
      status: 200,
      data: { group: "giftWrap", saved: expect.stringContaining("gespeichert") },
    });
    expect(t.services.config.shop?.giftWrap.priceCents).toBe(450);
  });
});
