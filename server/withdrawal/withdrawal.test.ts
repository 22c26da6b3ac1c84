import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { withdrawalReceiptSchema } from "../../domain/contracts/withdrawal";
import { WITHDRAWAL_ERRORS, WITHDRAWAL_STATEMENT } from "../../domain/contracts/withdrawal-messages";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { withdrawals } from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import { createOutbox, type Outbox } from "../mail/outbox";
import { createPublicChanges } from "../public-changes";
import { createServices } from "../services";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { createWithdrawalService } from "./service";

const E = WITHDRAWAL_ERRORS;
const valid = { orderReference: "BW-2026-0042", name: "Erika Mustermann", email: "erika@example.org" };

describe.each(TEST_DATABASES)("withdrawal function on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let app: ReturnType<typeof createApp>;
  let outbox: Outbox;
  let mailDir: string;
  const mails = async () => {
    await outbox.flush();
    // The staff's notice of each withdrawal (#34, to the shop's own address) is not the customer's.
    return (await devMailbox(mailDir).list()).filter((m) => !m.to.includes("hallo@blattwerk.example"));
  };
  const stored = async () => (await database.db.select({ n: count() }).from(withdrawals))[0]!.n;
  const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
    app.request("/api/withdrawals", { method: "POST", headers, body });

  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    mailDir = await mkdtemp(path.join(os.tmpdir(), "bw-withdrawal-mail-"));
    outbox = createOutbox({ db: database.db, from: "Blattwerk <shop@blattwerk.example>", dataDir: mailDir });
    app = createApp({ services: createServices(loadConfig({}), database, { outbox }) });
  });
  afterAll(async () => {
    await rm(mailDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.delete(withdrawals);
    await outbox.flush();
    await rm(path.join(mailDir, "mail"), { recursive: true, force: true });
  });

  it("stores a declaration and answers 201 with the receipt", async () => {
    const before = Date.now();
    const res = await post(
      JSON.stringify({
        ...valid,
        name: "  Erika Mustermann ",
        items: "1× Monstera",
        message: "Passt nicht.",
      }),
    );
    expect(res.status).toBe(201);
    const receipt = await res.json();
    // The browser parses the answer with this schema: the server must always satisfy it.
    expect(withdrawalReceiptSchema.safeParse(receipt).success).toBe(true);
    expect(receipt).toMatchObject({
      ...valid,
      items: "1× Monstera",
      message: "Passt nicht.",
      confirmationMail: "queued",
    });
    const receivedAt = Date.parse(receipt.receivedAt);
    expect(receivedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(receivedAt).toBeLessThanOrEqual(Date.now() + 5_000);
    const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, receipt.id));
    expect(row).toMatchObject({ ...valid });
    expect(row!.createdAt.toISOString()).toBe(receipt.receivedAt);
    expect(row!.statement).toBe(receipt.statement);
    expect(row!.statement).toContain("Bestellung BW-2026-0042");
    expect(row!.statement).toContain("1× Monstera");
    expect(row!.statement).toContain("Passt nicht.");
  });

  it("without items the statement covers the whole order", async () => {
    const res = await post(JSON.stringify(valid));
    expect(res.status).toBe(201);
    expect((await res.json()).statement).toContain(WITHDRAWAL_STATEMENT.wholeOrder);
  });

  it.each([
    ["an invalid email", { ...valid, email: "erika@" }, E.email],
    // The form's own message for it (app/features/withdrawal/messages.ts), which the e2e form test reads.
    ["an email without @", { ...valid, email: "kaputt" }, E.email],
    ["a missing order number", { name: valid.name, email: valid.email }, E.orderReference],
    ["a blank name", { ...valid, name: "   " }, E.name],
    ["an unknown key", { ...valid, status: "accepted" }, E.unknownField],
    ["a too long name", { ...valid, name: "x".repeat(201) }, E.nameTooLong],
    ["a too long message", { ...valid, message: "x".repeat(2001) }, E.message],
    ["a number as name", { ...valid, name: 7 }, E.name],
    ["a control character", { ...valid, orderReference: "BW-1\r\nBcc: a@b.de" }, E.controlCharacters],
    ["an array", [valid], E.body],
    ["null", null, E.body],
  ])("refuses %s with 422, a German message and stores nothing", async (_label, body, message) => {
    const res = await post(JSON.stringify(body));
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(message);
    expect(await stored()).toBe(0);
  });

  it("refuses bodies that are not JSON", async () => {
    const malformed = await post("{orderReference: BW-1");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe(E.invalidJson);
    const form = await post(new URLSearchParams(valid), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect((await form.json()).message).toBe(E.notJson);
    const none = await post(JSON.stringify(valid), {});
    expect(none.status).toBe(415);
    expect(await stored()).toBe(0);
  });

  it("refuses oversized bodies with 413, with or without a Content-Length", async () => {
    const big = JSON.stringify({ ...valid, message: "x".repeat(20_000) });
    const res = await post(big);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(E.tooLarge);
    // A streamed body has no Content-Length: the limit must hold while reading.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = await app.request("/api/withdrawals", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await stored()).toBe(0);
  });

  it("answers other methods like any unknown API path", async () => {
    expect((await app.request("/api/withdrawals")).status).toBe(404);
  });

  it("mails a guest's confirmation of receipt once the declaration is stored: its facts, never its free text (#29)", async () => {
    const res = await post(
      JSON.stringify({ ...valid, items: "2× Calathea", message: "Besuche https://evil.example/gewinn" }),
    );
    const receipt = await res.json();
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail!.to).toBe(valid.email);
    expect(mail!.subject).toBe("Eingangsbestätigung: Widerrufserklärung mit deiner E-Mail-Adresse");
    // The declaration's scope, as stored; the typed order number is no order of this address, so it is
    // not repeated (#49 §4: it could be up to 64 characters of a stranger's text).
    expect(mail!.text).not.toContain("BW-2026-0042");
    expect(mail!.text).toContain(
      "Die Erklärung nennt keine Bestellung, die mit dieser E-Mail-Adresse aufgegeben wurde.",
    );
    expect(mail!.text).toContain("Der Widerruf betrifft einzelne Artikel der Bestellung.");
    expect(mail!.text).toContain(receipt.id);
    // … but anyone may have typed this address: no name, items or message of the sender.
    for (const typed of ["2× Calathea", "evil.example", "Erika", "Mustermann"])
      expect(mail!.text).not.toContain(typed);
    // No order of this address is named: nothing to confirm.
    expect(mail!.text).not.toContain("/confirm?");
    // Date and time of receipt in German time (§ 356a BGB).
    const time = new Intl.DateTimeFormat("de-DE", { timeStyle: "medium", timeZone: "Europe/Berlin" });
    expect(mail!.text).toContain(time.format(new Date(receipt.receivedAt)));
  });

  it("sends no mail for a rejected declaration", async () => {
    expect((await post(JSON.stringify({ ...valid, email: "erika@" }))).status).toBe(422);
    expect(await mails()).toEqual([]);
  });

  it("without a mail hook the receipt claims no mail", async () => {
    const silent = createWithdrawalService(database.db, {
      publicChanges: createPublicChanges(),
      secret: "test-secret-0123456789-abcdefghijklmnop",
      publicUrl: "http://localhost:3000",
    });
    expect(await silent.declare(valid)).toMatchObject({ ok: true, receipt: { confirmationMail: "none" } });
    expect(await stored()).toBe(1);
  });
});
