import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { devMailbox } from "./dev-mailbox";
import { createOutbox } from "./outbox";

describe("outbox without SMTP", () => {
  it("writes each mail as an .eml the dev mailbox reads back, umlauts intact, newest first", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bw-mail-"));
    const outbox = createOutbox({ from: "Blattwerk <noreply@blattwerk.example>", dataDir });
    expect(outbox.kind).toBe("dev-mailbox");
    outbox.send({ to: "a@example.de", subject: "Erste", text: "eins" });
    await outbox.flush();
    outbox.send({
      to: "jürgen@example.de",
      subject: "Bestätige deine E-Mail-Adresse für Blattwerk – Grüße",
      text: "Hallo Jürgen,\nbitte öffne http://localhost:3000/x?token=abc&y=1\n\nGrüße",
    });
    await outbox.flush();
    const box = devMailbox(dataDir);
    const [latest, first] = await box.list();
    expect(first?.subject).toBe("Erste");
    expect(latest).toMatchObject({
      to: "jürgen@example.de",
      subject: "Bestätige deine E-Mail-Adresse für Blattwerk – Grüße",
      text: "Hallo Jürgen,\nbitte öffne http://localhost:3000/x?token=abc&y=1\n\nGrüße",
    });
    expect(latest?.from).toContain("noreply@blattwerk.example");
    expect(await box.read(latest!.id)).toEqual(latest);
  });

  it("refuses ids that are not its own file names", async () => {
    const box = devMailbox(mkdtempSync(path.join(tmpdir(), "bw-mail-")));
    expect(await box.read("../../etc/passwd")).toBeNull();
    expect(await box.list()).toEqual([]);
  });
});
