import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FORM_REFUSALS } from "../../app/features/admin/read-form.server";
import { users } from "../db/schema";
import type { AccountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { PRODUCTION_CLIENT_DIR, productionBuild } from "../testing/production-build";
import { withTestDatabase } from "../testing/test-database";

/**
 * #49 §4: four inputs a staff member's browser (or a script with their cookie) can send answered 500:
 * a back-office form posted as JSON or as broken multipart, PATCH on an order page, and an impossible
 * date in the books' period (page and DATEV download). Each gets its 4xx with a German sentence, and
 * nothing changes. Against the production build, as the server answers (run `npx react-router build`).
 */
describe.each(TEST_DATABASES)("the back office refuses malformed requests ($name)", (target) => {
  let t: AccountsApp;
  let owner: string;
  let number: string;
  withTestDatabase(target, {}, async (database, { app }) => {
    t = app({}, { build: await productionBuild(), clientDir: PRODUCTION_CLIENT_DIR });
    const admin = await t.signUp("Ina Inhaberin");
    await database.db.update(users).set({ role: "owner" }).where(eq(users.id, admin.user.id));
    owner = admin.cookie;
    number = (await placeGuestOrder(t.services)).number;
  });

  const send = (path: string, init: RequestInit) =>
    t.request(`${t.config.publicUrl}${path}`, {
      ...init,
      cookie: owner,
      headers: { origin: t.config.publicUrl, ...(init.headers as Record<string, string>) },
    });

  it.each([
    "/admin/settings",
    "/admin/team",
    "/admin/mails",
    "/admin/plants/import",
    "/admin/plants/new",
    "/admin/orders/NUMBER",
  ])("%s: a form posted as JSON or broken multipart is a 4xx in German", async (raw) => {
    const path = raw.replace("NUMBER", number);
    const json = await send(path, {
      method: "POST",
      body: JSON.stringify({ intent: "confirm", version: 0 }),
      headers: { "content-type": "application/json" },
    });
    expect(json.status, `JSON ${path}`).toBe(415);
    expect(await json.text()).toContain(FORM_REFUSALS.notForm);
    const broken = await send(path, {
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nconfirm',
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.status, `multipart ${path}`).toBe(400);
    expect(await broken.text()).toContain(FORM_REFUSALS.broken);
  });

  it("PATCH on an order page is 405 in German, the order unchanged", async () => {
    const res = await send(`/admin/orders/${number}`, {
      method: "PATCH",
      body: new URLSearchParams({ intent: "confirm", version: "0" }),
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    expect((await res.json()).message).toBe("Diese Seite nimmt nur GET- und POST-Anfragen an.");
    const detail = await t.services.admin.order(number);
    expect(detail?.order.status).toBe("pending");
  });

  it.each([
    "/admin/books?from=2026-13-45&to=2026-12-31",
    "/admin/books?from=2026-01-01&to=2026-02-99",
    "/admin/books/download/datev?from=2026-13-45&to=2026-12-31",
    "/admin/books/download/documents?from=9999-99-99&to=9999-99-99",
  ])("%s: an impossible date is a 400 in German", async (path) => {
    const res = await send(path, {});
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/gültige Daten/);
  });
});
