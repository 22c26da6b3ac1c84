import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { can, type Permission, type Role, STAFF_ROLES } from "../../domain/shop/roles";
import { users } from "../db/schema";
import type { AccountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";

/**
 * Roles by area (#49 §3): every back-office route and action, called as React Router calls it (the
 * real loaders and actions over the real services), by an account of each role, answers 403 exactly
 * where domain/shop/roles.ts's one table says the role may not — and a customer gets the shop's 404.
 */

type Module = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
interface Endpoint {
  /** As the browser addresses it. */
  path: string;
  /** The route module under app/routes/admin/. */
  file: string;
  params?: Record<string, string>;
  /** Posted fields (an action); none: the loader. */
  form?: Record<string, string>;
  /** Every one of these (the page's and the intent's). */
  needs: Permission | readonly Permission[];
  /** Or, instead, any one of these (a DHL label: outbound for packing, return for withdrawals). */
  anyOf?: readonly Permission[];
}
const label = (e: Endpoint) => `${e.form ? "POST" : "GET"} ${e.path}`;
const allowed = (role: Role, e: Endpoint) =>
  e.anyOf
    ? e.anyOf.some((p) => can(role, p))
    : (typeof e.needs === "string" ? [e.needs] : e.needs).every((p) => can(role, p));

const ORDER = "BW-2026-999999";
const UUID = "00000000-0000-4000-8000-000000000000";
const CUSTOMER = "a3VuZGluQGV4YW1wbGUuZGU";
const page = (
  path: string,
  file: string,
  needs: Endpoint["needs"],
  params?: Record<string, string>,
): Endpoint => ({
  path,
  file,
  params,
  needs,
});
const post = (
  path: string,
  file: string,
  needs: Endpoint["needs"],
  form: Record<string, string>,
  params?: Record<string, string>,
): Endpoint => ({ ...page(path, file, needs, params), form });

/** What each address needs: the expectation, written once here against the table in domain/shop/roles.ts. */
const ENDPOINTS: Endpoint[] = [
  page("/admin (frame)", "layout.tsx", "backoffice"),
  page("/admin", "overview.tsx", "backoffice"),
  page("/admin/gibt-es-nicht", "not-found.tsx", "backoffice"),
  page("/admin/orders", "orders.tsx", "orders.view"),
  // Many orders at once (#50 §5): confirm, label, ship are packing's work.
  post("/admin/orders bulk", "orders.tsx", ["orders.view", "orders.fulfil"], {
    bulk: "confirm",
    order: ORDER,
  }),
  page("/admin/orders/export.csv", "orders-export.ts", "orders.export"),
  page(`/admin/orders/${ORDER}`, "order.tsx", "orders.view", { number: ORDER }),
  ...(
    [
      ["confirm", "orders.fulfil"],
      ["ship", "orders.fulfil"],
      ["complete", "orders.fulfil"],
      ["createLabel", "orders.fulfil"],
      ["cancelLabel", "orders.fulfil"],
      ["addParcel", "orders.fulfil"],
      ["correctParcel", "orders.fulfil"],
      ["cancel", "orders.edit"],
      ["setQuantity", "orders.edit"],
      ["removeLine", "orders.edit"],
      ["setAddress", "orders.address"],
      ["pay", "money.pay"],
      ["refund", "money.refund"],
      ["credit", "money.refund"],
      ["reverse", "money.reverse"],
      ["note", "orders.note"],
    ] as const
  ).map(([intent, needs]) =>
    post(
      `/admin/orders/${ORDER} ${intent}`,
      "order.tsx",
      ["orders.view", needs],
      {
        intent,
        version: "0",
        amount: "1",
        paidOn: "2026-01-01",
        reason: "x",
        text: "x",
        rate: "19",
        plantId: "pothos",
        quantity: "1",
        entryId: UUID,
        trackingNumber: "00340434161234567890",
        shipmentId: UUID,
        weight: "2",
      },
      { number: ORDER },
    ),
  ),
  page("/admin/customers", "customers.tsx", "customers"),
  page(`/admin/customers/${CUSTOMER}`, "customer.tsx", "customers", { id: CUSTOMER }),
  post(
    `/admin/customers/${CUSTOMER} note`,
    "customer.tsx",
    "customers",
    { intent: "note", text: "x" },
    { id: CUSTOMER },
  ),
  page(`/admin/orders/${ORDER}/packing-slip`, "packing-slip.ts", "orders.fulfil", { number: ORDER }),
  page("/admin/dispatch/packing-slips.pdf", "packing-slips.ts", "orders.fulfil"),
  page("/admin/dispatch/dhl.csv", "dhl-export.ts", "orders.fulfil"),
  {
    ...page(`/admin/labels/${UUID}`, "shipping-label.ts", "orders.fulfil", { id: UUID }),
    anyOf: ["orders.fulfil", "withdrawals"],
  },
  page("/admin/withdrawals", "withdrawals.tsx", "withdrawals"),
  page(`/admin/withdrawals/${UUID}`, "withdrawal.tsx", "withdrawals", { id: UUID }),
  ...(
    [
      ["link", "withdrawals"],
      ["receive", "withdrawals"],
      ["refuse", "withdrawals"],
      ["returnLabel", "withdrawals"],
      ["refund", "money.refund"],
      ["credit", "money.refund"],
    ] as const
  ).map(([intent, needs]) =>
    post(
      `/admin/withdrawals/${UUID} ${intent}`,
      "withdrawal.tsx",
      ["withdrawals", needs],
      {
        intent,
        version: "0",
        orderNumber: ORDER,
        receivedOn: "2026-01-01",
        amount: "1",
        refundedOn: "2026-01-01",
        rate: "19",
        reason: "x",
      },
      { id: UUID },
    ),
  ),
  page("/admin/mails", "mails.tsx", "mails"),
  post("/admin/mails retry", "mails.tsx", "mails", { intent: "retry", id: UUID }),
  page("/admin/plants", "plants.tsx", "plants"),
  page("/admin/plants/new", "plant.tsx", "plants"),
  post("/admin/plants/new save", "plant.tsx", "plants", { intent: "save", name: "", price: "x", stock: "x" }),
  page("/admin/plants/import", "plants-import.tsx", "plants"),
  post("/admin/plants/import", "plants-import.tsx", "plants", { intent: "import" }),
  page("/admin/plants/export.csv", "plants-export.ts", "plants"),
  page("/admin/books", "books.tsx", "books"),
  page("/admin/books/download/datev", "books-download.ts", "books", { kind: "datev" }),
  page("/admin/approvals", "approvals.tsx", "approvals"),
  post("/admin/approvals approve", "approvals.tsx", "approvals", { intent: "approve", id: UUID }),
  post("/admin/approvals decline", "approvals.tsx", "approvals", { intent: "decline", id: UUID }),
  page("/admin/team", "team.tsx", "team"),
  post("/admin/team", "team.tsx", "team", { email: "niemand@example.de", role: "customer" }),
  page("/admin/discounts", "discounts.tsx", "discounts"),
  post("/admin/discounts create", "discounts.tsx", "discounts", { intent: "create", code: "x" }),
  post("/admin/discounts deactivate", "discounts.tsx", "discounts", { intent: "deactivate", id: UUID }),
  page("/admin/vouchers", "vouchers.tsx", "money.view"),
  post("/admin/vouchers paid", "vouchers.tsx", "money.pay", { intent: "paid", id: UUID }),
  page("/admin/settings", "settings.tsx", "settings"),
  post("/admin/settings", "settings.tsx", "settings", { group: "gibt-es-nicht", version: "0" }),
];

/** The status React Router answers with: a thrown or returned `data(…)` or Response, else 200. */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  const of = (r: unknown): number | undefined => {
    if (r instanceof Response) return r.status;
    const d = r as { type?: string; init?: { status?: number } } | null;
    if (d && d.type === "DataWithResponseInit") return d.init?.status ?? 200;
    return undefined;
  };
  try {
    return of(await run()) ?? 200;
  } catch (e) {
    const s = of(e);
    if (s === undefined) throw e;
    return s;
  }
}

describe.each(TEST_DATABASES)("every back-office route and action by role on $name (#49 §3)", (target) => {
  let t: AccountsApp;
  const cookies = {} as Record<Role, string>;
  withTestDatabase(target, { timeout: 120_000 }, async (database, { app }) => {
    t = app();
    for (const role of ["customer", ...STAFF_ROLES] as const) {
      const account = await t.signUp(`Rolf ${role}`);
      await database.db.update(users).set({ role }).where(eq(users.id, account.user.id));
      cookies[role] = account.cookie;
    }
  });

  const call = (e: Endpoint, role: Role) =>
    statusOf(async () => {
      const mod = (await import(`../../app/routes/admin/${e.file}`)) as Module;
      const url = `http://localhost:3000${e.path.split(" ")[0]}${e.path.includes("download") ? "?from=2026-10-01&to=2026-10-31" : ""}`;
      const body = e.form ? new URLSearchParams(e.form) : undefined;
      const request = new Request(url, {
        method: e.form ? "POST" : "GET",
        body,
        headers: {
          cookie: cookies[role],
          ...(body && { "content-type": "application/x-www-form-urlencoded" }),
        },
      });
      const fn = e.form ? mod.action : mod.loader;
      if (!fn) throw new Error(`${e.path}: no ${e.form ? "action" : "loader"}`);
      return fn({ request, params: e.params ?? {}, context: { services: t.services } } as never);
    });

  it("names every back-office route of app/routes.ts", () => {
    const admin = routes.find((r) => r.id === "admin");
    expect(new Set(ENDPOINTS.map(label)).size).toBe(ENDPOINTS.length);
    for (const child of admin?.children ?? []) {
      const file = child.file.replace("routes/admin/", "");
      expect(
        ENDPOINTS.some((e) => e.file === file),
        file,
      ).toBe(true);
    }
  });

  it.each(STAFF_ROLES)("%s: 403 exactly where the table says no", async (role) => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const e of ENDPOINTS) {
      const status = await call(e, role);
      // No crash: 503 is an answer (DHL not set up here), 500 never.
      expect(status, `${role} ${label(e)}`).not.toBe(500);
      answers.push(`${label(e)}: ${status === 403 ? "403" : "ok"}`);
      expected.push(`${label(e)}: ${allowed(role, e) ? "ok" : "403"}`);
    }
    expect(answers).toEqual(expected);
  });

  it("the order page gives packing no money: no invoices, no payments, only the lifecycle steps it may take", async () => {
    const placed = await placeGuestOrder(t.services);
    await shipOrder(t.services, placed.number);
    const { loader } = await import("../../app/routes/admin/order");
    const load = async (role: Role) =>
      (await loader({
        request: new Request(`http://localhost:3000/admin/orders/${placed.number}`, {
          headers: { cookie: cookies[role] },
        }),
        params: { number: placed.number },
        context: { services: t.services },
      } as never)) as { invoices: unknown[]; movements: unknown[]; actions: string[] };
    const packing = await load("packing");
    expect(packing.invoices).toEqual([]);
    expect(packing.movements).toEqual([]);
    // Shipped and unpaid: the one step left is booking the payment, which is not packing's.
    expect(packing.actions).toEqual([]);
    const accounting = await load("accounting");
    expect(accounting.invoices).toHaveLength(1);
    expect(accounting.actions).toEqual(["pay"]);
    expect((await load("owner")).actions).toEqual(["pay"]);
  });

  it("a customer gets the shop's 404 on every one of them", async () => {
    for (const e of ENDPOINTS) expect(await call(e, "customer"), label(e)).toBe(404);
  });
});
