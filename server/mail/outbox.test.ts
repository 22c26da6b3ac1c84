import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sellerLines } from "../../domain/shop/brand";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { mailOutbox } from "../db/schema";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { devMailbox } from "./dev-mailbox";
import { backoffMs, createOutbox, type OutboxOptions, redactAddresses } from "./outbox";

const FROM = "Blattwerk <noreply@blattwerk.example>";
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "bw-outbox-"));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("backoff and redaction", () => {
  it("doubles the wait per attempt, at most an hour", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20, 30_000)).toBe(3_600_000);
  });
  it("takes addresses out of error messages", () => {
    expect(redactAddresses("550 5.1.1 <anna.berg@example.de>: Recipient address rejected")).toBe(
      "550 5.1.1 <<Adresse>>: Recipient address rejected",
    );
  });
});

describe.each(TEST_DATABASES)("durable outbox on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let dataDir: string;
  const outbox = (o: Partial<OutboxOptions> = {}) =>
    createOutbox({ db: database.db, from: FROM, dataDir, backoffBaseMs: 0, ...o });
  const rows = () => database.db.select().from(mailOutbox);

  withTestDatabase(target, {}, (opened) => {
    database = opened;
  });
  beforeEach(async () => {
    dataDir = tempDir();
    await database.db.delete(mailOutbox);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("records a sent mail as a row and delivers it to the mailbox, umlauts intact, newest first", async () => {
    const box = outbox();
    expect(box.kind).toBe("dev-mailbox");
    box.send({ to: "a@example.de", subject: "Erste", text: "eins" });
    await box.flush();
    box.send({
      to: "jürgen@example.de",
      subject: "Bestätige deine E-Mail-Adresse für Blattwerk – Grüße",
      text: "Hallo Jürgen,\nbitte öffne http://localhost:3000/x?token=abc&y=1\n\nGrüße",
      kind: "verify-email",
    });
    await box.flush();
    const mailbox = devMailbox(dataDir);
    const [latest, first] = await mailbox.list();
    expect(first?.subject).toBe("Erste");
    expect(latest).toMatchObject({
      to: "jürgen@example.de",
      subject: "Bestätige deine E-Mail-Adresse für Blattwerk – Grüße",
      text: "Hallo Jürgen,\nbitte öffne http://localhost:3000/x?token=abc&y=1\n\nGrüße",
      html: null,
      attachments: [],
    });
    expect(latest?.from).toContain("noreply@blattwerk.example");
    expect(await mailbox.read(latest!.id)).toEqual(latest);
    const stored = await rows();
    expect(stored.map((r) => [r.kind, r.status, r.attempts]).sort()).toEqual([
      ["mail", "sent", 1],
      ["verify-email", "sent", 1],
    ]);
    expect(stored.every((r) => r.sentAt && !r.lockedUntil)).toBe(true);
  });

  it("sends replies to the shop's own address: Reply-To beside the no-reply sender (issue #32)", async () => {
    const box = outbox({ replyTo: "hallo@blattwerk.example" });
    box.send({ to: "a@example.de", subject: "Bestellung", text: "Antworte einfach auf diese E-Mail." });
    await box.flush();
    const dir = path.join(dataDir, "mail");
    const [file] = (await readdir(dir)).filter((n) => n.endsWith(".eml"));
    const eml = (await readFile(path.join(dir, file!))).toString();
    expect(eml).toMatch(/^Reply-To: hallo@blattwerk\.example\r?$/m);
    expect(eml).toMatch(/^From: .*noreply@blattwerk\.example/m);
  });

  it("names the seller under every mail, text and HTML, from the business settings (#32)", async () => {
    const seller = sellerLines(
      loadConfig({ BUSINESS_NAME: "Grünzeug GmbH", BUSINESS_CITY: "Köln" }).business,
    );
    const box = outbox({ seller });
    box.send({
      to: "s@example.de",
      subject: "Verkäufer",
      text: "Hallo Anna,\n\ndanke.\n",
      html: "<html><body><p>Hallo Anna,</p></body></html>",
    });
    await box.flush();
    const mailbox = devMailbox(dataDir);
    const mail = (await mailbox.list()).find((m) => m.subject === "Verkäufer")!;
    expect(mail.text).toContain("danke.\n\n-- \nGrünzeug GmbH\n");
    expect(mail.text).toContain(" Köln, ");
    expect(mail.html).toMatch(/<p style="[^"]*">Grünzeug GmbH<br>[^<]*Köln[^<]*<br>/);
    expect(mail.html).toMatch(/<\/p><\/body>/);
  });

  it("delivers in the order the mails were recorded (the mailbox lists them newest first)", async () => {
    const recorder = outbox({ deliver: false });
    const subjects = Array.from({ length: 12 }, (_, i) => `Nummer ${i}`);
    for (const subject of subjects) {
      recorder.send({ to: "o@example.de", subject, text: "x" });
      await recorder.flush();
    }
    await outbox({ batchSize: 5 }).flush();
    expect((await devMailbox(dataDir).list()).map((m) => m.subject)).toEqual([...subjects].reverse());
  });

  it("enqueue(tx) exists exactly when the transaction commits", async () => {
    const box = outbox();
    await expect(
      database.db.transaction(async (tx) => {
        await box.enqueue(tx, { to: "b@example.de", subject: "Zurückgerollt", text: "nie" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    await database.db.transaction(async (tx) => {
      await box.enqueue(tx, { to: "b@example.de", subject: "Bestätigt", text: "ja", kind: "mail" });
    });
    await box.flush();
    expect((await devMailbox(dataDir).list()).map((m) => m.subject)).toEqual(["Bestätigt"]);
  });

  it("sends HTML and attachments drawn by their renderer at delivery", async () => {
    const box = outbox({
      attachments: {
        legal: async () => ({
          filename: "Recht.pdf",
          content: Buffer.from("%PDF-1.4 test"),
          contentType: "application/pdf",
        }),
      },
    });
    box.send({
      to: "c@example.de",
      subject: "Mit Anhang",
      text: "Text",
      html: "<p>HTML <strong>fett</strong></p>",
      attachments: [{ type: "legal" }],
    });
    await box.flush();
    const [mail] = await devMailbox(dataDir).list();
    expect(mail).toMatchObject({ text: "Text", html: expect.stringContaining("<strong>fett</strong>") });
    expect(mail?.attachments).toEqual([
      { index: 0, filename: "Recht.pdf", contentType: "application/pdf", size: 13 },
    ]);
    expect((await devMailbox(dataDir).attachment(mail!.id, 0))?.content.toString()).toBe("%PDF-1.4 test");
  });

  it("retries a failed delivery with exponential backoff, then delivers", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    let failures = 2;
    const box = outbox({
      backoffBaseMs: 60_000,
      attachments: {
        legal: async () => {
          if (failures-- > 0) throw new Error("550 <d@example.de> mailbox busy");
          return { filename: "x.pdf", content: Buffer.from("x"), contentType: "application/pdf" };
        },
      },
    });
    box.send({ to: "d@example.de", subject: "Geduld", text: "x", attachments: [{ type: "legal" }] });
    await box.flush();
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row!.lastError).toBe("550 <<Adresse>> mailbox busy");
    const wait1 = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait1).toBeGreaterThan(50_000);
    expect(wait1).toBeLessThanOrEqual(60_000);

    // Not due yet: flush does not touch it.
    await box.flush();
    expect((await rows())[0]?.attempts).toBe(1);

    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await box.flush();
    [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    const wait2 = row!.nextAttemptAt.getTime() - Date.now();
    expect(wait2).toBeGreaterThan(110_000);
    expect(wait2).toBeLessThanOrEqual(120_000);

    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await box.flush();
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(await devMailbox(dataDir).list()).toHaveLength(1);
    // Logged, but never with the recipient's address.
    expect(log).toHaveBeenCalled();
    expect(log.mock.calls.flat().join(" ")).not.toContain("d@example.de");
  });

  it("ends in the visible state failed with the last error after the last attempt", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const box = outbox({ maxAttempts: 3 });
    box.send({
      to: "e@example.de",
      subject: "Unzustellbar",
      text: "x",
      attachments: [{ type: "invoice", invoiceId: "00000000-0000-0000-0000-000000000000" }],
    });
    await box.flush();
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 3, lockedUntil: null, sentAt: null });
    expect(row!.lastError).toContain('no renderer for attachment type "invoice"');
    expect(await devMailbox(dataDir).list()).toEqual([]);
    expect(log.mock.calls.flat().join(" ")).toMatch(/gave up after 3 attempts, status failed/);
    expect(log.mock.calls.flat().join(" ")).not.toContain("e@example.de");
  });

  it("takes over a mail whose worker died once its lease ran out, not before", async () => {
    await database.db.insert(mailOutbox).values({
      kind: "test",
      recipient: "f@example.de",
      subject: "Verwaist",
      text: "x",
      attempts: 1,
      lockedUntil: new Date(Date.now() + 3_600_000),
    });
    const box = outbox();
    await box.flush();
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1 });

    await database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1000) });
    await box.flush();
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 2, lockedUntil: null });
    expect((await devMailbox(dataDir).list()).map((m) => m.subject)).toEqual(["Verwaist"]);
  });

  const gated = () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const attachments = {
      legal: async () => {
        await gate;
        return { filename: "x.pdf", content: Buffer.from("x"), contentType: "application/pdf" as const };
      },
    };
    return { release, attachments };
  };

  it("a claimed mail's lease is a minute, not a quarter of an hour: a killed worker's mails wait at most that long (#29)", async () => {
    const { release, attachments } = gated();
    const box = outbox({ attachments });
    box.send({ to: "k@example.de", subject: "Unterwegs", text: "x", attachments: [{ type: "legal" }] });
    const run = box.flush();
    await vi.waitFor(async () => expect((await rows())[0]?.lockedUntil).toBeInstanceOf(Date));
    const left = (await rows())[0]!.lockedUntil!.getTime() - Date.now();
    expect(left).toBeGreaterThan(30_000);
    expect(left).toBeLessThanOrEqual(61_000);
    release();
    await run;
    expect((await rows())[0]).toMatchObject({ status: "sent", lockedUntil: null });
  });

  it("the heartbeat keeps a slow delivery's lease: no other worker takes the mail over meanwhile (#29)", async () => {
    const { release, attachments } = gated();
    const slow = outbox({ attachments, leaseMs: 300 });
    const other = outbox({ attachments: { legal: attachments.legal }, leaseMs: 300 });
    slow.send({ to: "l@example.de", subject: "Zäh", text: "x", attachments: [{ type: "legal" }] });
    const run = slow.flush();
    await vi.waitFor(async () => expect((await rows())[0]?.lockedUntil).toBeInstanceOf(Date));
    // Three leases long, another worker looks again and again: the row stays with the live worker.
    const until = Date.now() + 1_000;
    while (Date.now() < until) {
      await other.flush();
      expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1 });
      await new Promise((r) => setTimeout(r, 50));
    }
    release();
    await run;
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
    expect(await devMailbox(dataDir).list()).toHaveLength(1);
  });

  it("a worker that owns the database alone releases a dead predecessor's leases at start (#29)", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await database.db.insert(mailOutbox).values({
      kind: "order-confirmation",
      recipient: "m@example.de",
      subject: "Vor dem Absturz",
      text: "x",
      attempts: 1,
      lockedUntil: new Date(Date.now() + 15 * 60_000),
    });
    // A second, shared worker never does: the lease may be a live process's.
    const shared = outbox({ pollMs: 60_000 });
    shared.start();
    await shared.flush();
    await shared.stop();
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1 });

    const restarted = outbox({ pollMs: 60_000 });
    restarted.start({ releaseLeases: true });
    await vi.waitFor(async () => expect((await rows())[0]?.status).toBe("sent"), { timeout: 5_000 });
    await restarted.stop();
    expect((await rows())[0]).toMatchObject({ attempts: 2, lockedUntil: null });
    expect((await devMailbox(dataDir).list()).map((m) => m.subject)).toEqual(["Vor dem Absturz"]);
    expect(log.mock.calls.flat().join(" ")).toContain("released 1 mail(s)");
  });

  it("blanks sent mails after their retention: account mails after a day, others after 30 days (#29)", async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const link = "http://localhost:3000/auth/reset-password?token=geheim";
    const insert = (kind: string, sentHoursAgo: number | null, subject: string) =>
      database.db.insert(mailOutbox).values({
        kind,
        recipient: "n@example.de",
        subject,
        text: `Hallo, ${link}`,
        html: `<a href="${link}">Link</a>`,
        status: sentHoursAgo === null ? "pending" : "sent",
        sentAt: sentHoursAgo === null ? null : hoursAgo(sentHoursAgo),
        createdAt: hoursAgo(sentHoursAgo ?? 0),
        nextAttemptAt: sentHoursAgo === null ? hoursAgo(-1) : hoursAgo(sentHoursAgo),
      });
    await insert("reset-password", 25, "alter Reset");
    await insert("reset-password", 2, "frischer Reset");
    await insert("verify-email", 30, "alte Bestätigung");
    await insert("existing-account", 24 * 31, "uraltes Konto");
    await insert("order-confirmation", 25, "Bestellung von gestern");
    await insert("order-confirmation", 24 * 31, "Bestellung vom Vormonat");
    await insert("reset-password", null, "wartet noch");
    // The worker applies it when it runs (here: flush); nothing else changes.
    await outbox().flush();
    const bySubject = Object.fromEntries((await rows()).map((r) => [r.subject, r]));
    const blank = { text: "", html: null };
    expect(bySubject["alter Reset"]).toMatchObject({ ...blank, status: "sent", recipient: "n@example.de" });
    expect(bySubject["alte Bestätigung"]).toMatchObject(blank);
    expect(bySubject["Bestellung vom Vormonat"]).toMatchObject({ ...blank, kind: "order-confirmation" });
    expect(bySubject["frischer Reset"]?.text).toContain("token=geheim");
    expect(bySubject["Bestellung von gestern"]?.text).toContain("token=geheim");
    expect(bySubject["wartet noch"]).toMatchObject({ status: "pending", text: `Hallo, ${link}` });
    // An account mail's row itself goes after the longer period: nothing left to keep of it.
    expect(bySubject["uraltes Konto"]).toBeUndefined();
  });

  it("does not mark a mail whose lease another worker took over meanwhile", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const slow = outbox({
      attachments: {
        legal: async () => {
          await gate;
          return { filename: "x.pdf", content: Buffer.from("x"), contentType: "application/pdf" };
        },
      },
    });
    slow.send({ to: "g@example.de", subject: "Langsam", text: "x", attachments: [{ type: "legal" }] });
    const slowRun = slow.flush();
    await vi.waitFor(async () => expect((await rows())[0]?.lockedUntil).toBeInstanceOf(Date));
    // Another worker takes the row over (as after an expired lease) and settles it as failed.
    await database.db
      .update(mailOutbox)
      .set({ lockedUntil: null, status: "failed", lastError: "taken over" })
      .where(eq(mailOutbox.subject, "Langsam"));
    release();
    await slowRun;
    expect((await rows())[0]).toMatchObject({ status: "failed", lastError: "taken over" });
  });

  it("with delivery off (MAIL_WORKER=off) records mails but delivers none", async () => {
    const box = outbox({ deliver: false });
    box.send({ to: "h@example.de", subject: "Später", text: "x" });
    await box.flush();
    box.start();
    await box.stop();
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 0 });
    expect(await devMailbox(dataDir).list()).toEqual([]);
  });

  it("a started worker delivers a mail enqueued in a transaction without being asked", async () => {
    const box = outbox({ pollMs: 60_000 });
    box.start();
    try {
      // The first poll (at start) has run or runs now; the enqueue wakes the worker after the commit.
      await database.db.transaction(async (tx) => {
        await box.enqueue(tx, { to: "i@example.de", subject: "Sofort", text: "x" });
      });
      await vi.waitFor(async () => expect((await rows())[0]?.status).toBe("sent"), { timeout: 5_000 });
    } finally {
      await box.stop();
    }
  });
});

/**
 * Two server processes on one PostgreSQL: two pools, two outboxes, one table. Each of 100 mails is
 * delivered exactly once (SKIP LOCKED: a row one worker holds is invisible to the other's claim).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)("two outbox workers on one PostgreSQL", () => {
  const name = `bw_outbox_${randomBytes(4).toString("hex")}`;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    a = await openDatabase({ url: url.toString(), poolSize: 4 });
    await a.migrate();
    b = await openDatabase({ url: url.toString(), poolSize: 4 });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("deliver each of 100 mails exactly once", async () => {
    const dirA = tempDir();
    const dirB = tempDir();
    const one = createOutbox({ db: a.db, from: FROM, dataDir: dirA, batchSize: 5 });
    const two = createOutbox({ db: b.db, from: FROM, dataDir: dirB, batchSize: 5 });
    await a.db.insert(mailOutbox).values(
      Array.from({ length: 100 }, (_, i) => ({
        kind: "test",
        recipient: `kunde${i}@example.de`,
        subject: `Mail ${i}`,
        text: String(i),
      })),
    );
    await Promise.all([one.flush(), two.flush(), one.flush(), two.flush()]);
    const files = (d: string) => readdirSync(path.join(d, "mail")).filter((f) => f.endsWith(".eml"));
    const fromA = files(dirA).length;
    const fromB = files(dirB).length;
    expect(fromA + fromB).toBe(100);
    const subjects = [...(await devMailbox(dirA).list()), ...(await devMailbox(dirB).list())].map(
      (m) => m.subject,
    );
    expect(new Set(subjects).size).toBe(100);
    const [stats] = (
      (await a.db.execute(
        sql`select count(*)::int as sent, sum(attempts)::int as attempts from mail_outbox where status = 'sent'`,
      )) as unknown as { rows: { sent: number; attempts: number }[] }
    ).rows;
    expect(stats).toEqual({ sent: 100, attempts: 100 });
  }, 60_000);
});
