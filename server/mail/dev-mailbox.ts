import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The development mailbox: without SMTP every mail lands as an .eml file in `<DATA_DIR>/mail/`,
 * readable at /dev/mailbox (outside production) or with any mail program.
 */
export interface StoredMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** File names are generated here; anything else asked for is refused (no path traversal). */
const ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

export function devMailbox(dataDir: string) {
  const dir = path.resolve(dataDir, "mail");
  return {
    dir,
    async write(eml: Buffer, date = new Date()): Promise<string> {
      await mkdir(dir, { recursive: true });
      const id = `${date.toISOString().replace(/[-:.]/g, "")}-${randomBytes(4).toString("hex")}`;
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
      if (!ID.test(id)) return null;
      try {
        return { id, ...parseEml(await readFile(path.join(dir, `${id}.eml`), "utf8")) };
      } catch {
        return null;
      }
    },
  };
}

export type DevMailbox = ReturnType<typeof devMailbox>;

/** Reads back what composeEml wrote: single-part text, headers possibly RFC 2047 encoded. */
export function parseEml(raw: string): Omit<StoredMail, "id"> {
  const split = raw.indexOf("\r\n\r\n") >= 0 ? raw.indexOf("\r\n\r\n") : raw.indexOf("\n\n");
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).trim();
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), decodeWords(line.slice(i + 1).trim()));
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return {
    date: headers.get("date") ?? "",
    from: headers.get("from") ?? "",
    to: headers.get("to") ?? "",
    subject: headers.get("subject") ?? "",
    text: text.replace(/\r\n/g, "\n"),
  };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_m, _charset, enc: string, data: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
