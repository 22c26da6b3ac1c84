import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatGermanDate } from "../../domain/orders/delivery";
import { mailOutbox, plants } from "../db/schema";
import { createOutbox } from "../mail/outbox";
import type { AccountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import { refundDeadline } from "./staff";

const ADMIN = { id: null, email: "inhaberin@example.de" };
const TEAM = "team@blattwerk.example";

describe.each(TEST_DATABASES)("staff notifications on $name (#34)", (target) => {
  let database: Parameters<Parameters<typeof withTestDatabase>[2] & object>[0];
  let a: AccountsApp;
  let b: AccountsApp;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    a = app();
    b = app();
    await a.services.settings.refresh();
    const saved = await a.services.settings.update(ADMIN, "notifications", a.services.settings.version(), {
      staffEmail: TEAM,
      lowStockThreshold: "3",
    });
    if (!saved.ok) throw new Error(saved.error);
    // The other instance reads it at its next request.
    await b.request("/api/health");
  });

  const staffMails = (kind: string, text?: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), text ? like(mailOutbox.text, `%${text}%`) : undefined));

  it("a new order: one mail to the staff address, with its link, written with the order", async () => {
    const order = await placeGuestOrder(b.services);
    const mails = await staffMails("staff-new-order", order.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: TEAM, subject: expect.stringContaining(order.number) });
    expect(mails[0]!.text).toContain(`${b.services.config.publicUrl}/admin/orders/${order.number}`);
    expect(mails[0]!.text).toContain("Greta Grün hat die Bestellung");
  });

  it("low stock: once when a sale takes it to the threshold or below, not on every sale; again after a restock", async () => {
    await database.db.update(plants).set({ stock: 5 }).where(eq(plants.id, "monstera-deliciosa"));
    const sell = () => placeGuestOrder(b.services, { items: [{ id: "monstera-deliciosa", quantity: 1 }] });
    const told = async () =>
      (await staffMails("staff-low-stock")).filter((m) => m.subject.includes("Monstera"));
    await sell(); // 5 → 4
    expect(await told()).toHaveLength(0);
    await sell(); // 4 → 3: crossed
    const [first] = await told();
    expect(first).toMatchObject({ recipient: TEAM });
    expect(first!.subject).toContain("noch 3");
    expect(first!.text).toContain("/admin/plants/monstera-deliciosa");
    await sell(); // 3 → 2
    await sell(); // 2 → 1
    expect(await told()).toHaveLength(1);
    await database.db.update(plants).set({ stock: 4 }).where(eq(plants.id, "monstera-deliciosa"));
    await sell(); // 4 → 3: crossed again
    expect(await told()).toHaveLength(2);
  });

  it("a withdrawal: one mail with the 14-day refund deadline and the link to it", async () => {
    const declared = await a.services.withdrawals.declare({
      orderReference: "BW-2026-0042",
      name: "Erika Mustermann",
      email: "erika@example.org",
    });
    if (!declared.ok) throw new Error("not declared");
    const mails = await staffMails("staff-withdrawal", declared.receipt.id);
    expect(mails).toHaveLength(1);
    const deadline = formatGermanDate(refundDeadline(new Date(declared.receipt.receivedAt)));
    expect(mails[0]!.subject).toBe(`Neuer Widerruf zu BW-2026-0042 – Erstattung bis ${deadline}`);
    expect(mails[0]!.text).toContain(`/admin/withdrawals/${declared.receipt.id}`);
  });

  it("the refund deadline is the 14th day after the receipt, as Berlin counts days", () => {
    // 23:30 UTC on 30 Nov is 1 Dec in Berlin.
    expect(formatGermanDate(refundDeadline(new Date("2026-11-30T23:30:00Z")))).toBe("15.12.2026");
    expect(formatGermanDate(refundDeadline(new Date("2026-12-20T10:00:00Z")))).toBe("03.01.2027");
  });

  it("a mail that failed for good: one mail to the staff, written when it is marked failed; a failed staff mail is not told again", async () => {
    // Everything queued so far is delivered first, so the failing worker below holds only this mail.
    await a.services.outbox.flush();
    await b.services.outbox.flush();
    const failing = createOutbox({
      db: database.db,
      smtpUrl: "smtp://127.0.0.1:1",
      from: "Blattwerk <noreply@blattwerk.example>",
      dataDir: mkdtempSync(path.join(tmpdir(), "bw-failing-")),
      maxAttempts: 1,
      onFailed: (tx, mail) => a.services.staff.mailFailed(tx, mail),
    });
    await failing.send({ to: "kunde@example.de", subject: "Deine Versandbestätigung", text: "…" });
    await failing.flush();
    const told = await staffMails("staff-mail-failed");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      recipient: TEAM,
      subject: "E-Mail nicht zugestellt: Deine Versandbestätigung",
    });
    expect(told[0]!.text).toContain("/admin/mails");
    // The staff mail itself failed too (same worker): no mail about it.
    expect(told[0]!.status).toBe("failed");
    expect(await staffMails("staff-mail-failed")).toHaveLength(1);
  });

  it("an overdue invoice: once per invoice, whichever instance sweeps, however often", async () => {
    const order = await placeGuestOrder(a.services);
    await shipOrder(a.services, order.number);
    const later = new Date(Date.now() + 90 * 86_400_000);
    const counts = await Promise.all([
      a.services.staff.overdueInvoices(later),
      b.services.staff.overdueInvoices(later),
    ]);
    const mails = await staffMails("staff-invoice-overdue", order.number);
    expect(mails).toHaveLength(1);
    expect(counts.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(mails[0]!.subject).toMatch(/^Rechnung RE-\d{4}-\d+ überfällig/);
    expect(mails[0]!.text).toContain(`/admin/orders/${order.number}`);
    expect(await a.services.staff.overdueInvoices(later)).toBe(0);
    // Not yet due: nothing.
    const fresh = await placeGuestOrder(a.services);
    await shipOrder(a.services, fresh.number);
    await a.services.staff.overdueInvoices(new Date());
    expect(await staffMails("staff-invoice-overdue", fresh.number)).toHaveLength(0);
  });
});
