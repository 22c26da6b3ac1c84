import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

/**
 * The development mailbox: without SMTP every mail lands as an .eml file in `<DATA_DIR>/mail/`,
 * readable at /dev/mailbox (outside production) or with any mail program. Read back with mailparser:
 * multipart mails (text + HTML, attachments) as any mail client would see them.
 */
export interface StoredMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html: string | null;
  /** Files attached, by position (the download link names the position). */
  attachments: { index: number; filename: string; contentType: string; size: number }[];
}

/** File names are generated here; anything else asked for is refused (no path traversal). */
const ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export function devMailbox(dataDir: string) {
  const dir = path.resolve(dataDir, "mail");
  // Names sort by delivery: two mails written in the same millisecond get consecutive ones, so
  // "newest first" is the order the outbox delivered them in.
  let lastMs = 0;
  return {
    dir,
    async write(eml: Buffer, date = new Date()): Promise<string> {
      await mkdir(dir, { recursive: true });
      lastMs = Math.max(date.getTime(), lastMs + 1);
      const stamp = new Date(lastMs).toISOString().replace(/[-:.]/g, "");
      const id = `${stamp}-${randomBytes(4).toString("hex")}`;
      await writeFile(path.join(dir, `${id}.eml`), eml, { mode: 0o600 });
      return id;
    },
    /** Newest first. */
    async list(limit = 200): Promise<StoredMail[]> {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const ids = names
        .filter((n) => n.endsWith(".eml"))
        .map((n) => n.slice(0, -4))
        .filter((id) => ID.test(id))
        .sort()
        .reverse()
        .slice(0, limit);
      return (await Promise.all(ids.map((id) => this.read(id)))).filter((m): m is StoredMail => !!m);
    },
    async read(id: string): Promise<StoredMail | null> {
      const parsed = await this.parse(id);
      if (!parsed) return null;
      return {
        id,
        date: parsed.date?.toISOString() ?? "",
        from: parsed.from?.text ?? "",
        to: addressText(parsed.to),
        subject: parsed.subject ?? "",
        text: (parsed.text ?? "").replace(/\r\n/g, "\n").replace(/\n$/, ""),
        html: typeof parsed.html === "string" ? parsed.html : null,
        attachments: parsed.attachments.map((a, index) => ({
          index,
          filename: a.filename ?? `Anhang-${index + 1}`,
          contentType: a.contentType,
          size: a.size,
        })),
      };
    },
    /** One attached file by its position, or null. */
    async attachment(
      id: string,
      index: number,
    ): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
      const a = (await this.parse(id))?.attachments[index];
      return a
        ? { filename: a.filename ?? `Anhang-${index + 1}`, contentType: a.contentType, content: a.content }
        : null;
    },
    async parse(id: string): Promise<ParsedMail | null> {
      if (!ID.test(id)) return null;
      try {
        return await simpleParser(await readFile(path.join(dir, `${id}.eml`)));
      } catch {
        return null;
      }
    },
  };
}

export type DevMailbox = ReturnType<typeof devMailbox>;

function addressText(to: ParsedMail["to"]): string {
  if (!to) return "";
  return (Array.isArray(to) ? to : [to]).map((a) => a.text).join(", ");
}
