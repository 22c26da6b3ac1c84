import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loader as listLoader } from "../../app/routes/dev-mailbox";
import { loader as attachmentLoader } from "../../app/routes/dev-mailbox-attachment";
import { loader as mailLoader } from "../../app/routes/dev-mailbox-mail";
import { createApp } from "../app";
import { ConfigError, loadConfig } from "../config";
import { createServices } from "../services";
import { TEST_DATABASES } from "../testing/databases";
import { fakeServerBuild } from "../testing/fake-build";
import { withTestDatabase } from "../testing/test-database";
import { devMailbox } from "./dev-mailbox";
import { isLoopbackAddress, isLoopbackHost, mayReadMailbox } from "./mailbox-access";
import { composeEml } from "./message";

describe("who may read the development mailbox (#29)", () => {
  it("loopback addresses in every spelling, nothing else", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ["10.0.0.1", "192.168.1.5", "0.0.0.0", "::", "::ffff:10.0.0.1", "fe80::1", "", undefined])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
    expect(isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("[::1]")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
    expect(isLoopbackHost("shop.example")).toBe(false);
  });

  it("a loopback peer with any proxy header is refused: the proxy forwards the internet from 127.0.0.1", () => {
    expect(mayReadMailbox("127.0.0.1", new Headers())).toBe(true);
    for (const h of [
      "x-forwarded-for",
      "forwarded",
      "x-forwarded-host",
      "x-forwarded-proto",
      "x-real-ip",
      "via",
    ])
      expect(mayReadMailbox("127.0.0.1", new Headers({ [h]: "127.0.0.1" })), h).toBe(false);
    // A header naming loopback does not make a remote peer local.
    expect(mayReadMailbox("203.0.113.9", new Headers({ "x-forwarded-for": "127.0.0.1" }))).toBe(false);
    expect(mayReadMailbox(undefined, new Headers())).toBe(false);
  });

  it("refuses to start on a network interface while the mailbox is on, saying what to set", () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.10", "shop.example"]) {
      expect(() => loadConfig({ HOST }), HOST).toThrow(ConfigError);
      expect(() => loadConfig({ HOST }), HOST).toThrow(/development mailbox.*SMTP_URL.*HOST=127\.0\.0\.1/);
    }
    // With SMTP no mailbox exists; in production it is never served.
    expect(loadConfig({ HOST: "0.0.0.0", SMTP_URL: "smtp://mail.example:587" }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0", NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).host).toBe(
      "0.0.0.0",
    );
    for (const HOST of ["127.0.0.1", "localhost", "::1"]) expect(loadConfig({ HOST }).host).toBe(HOST);
  });
});

describe.each(TEST_DATABASES)("the development mailbox over HTTP ($name)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let app: ReturnType<typeof createApp>;
  let id: string;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    const dataDir = mkdtempSync(path.join(tmpdir(), "bw-mailbox-access-"));
    const services = createServices(loadConfig({ DATA_DIR: dataDir }), database);
    expect(services.mailbox).not.toBeNull();
    id = await devMailbox(dataDir).write(
      await composeEml(
        {
          to: "opfer@example.de",
          subject: "Neues Passwort",
          text: "http://localhost/auth/reset-password?token=geheim",
        },
        "Blattwerk <noreply@blattwerk.example>",
        { attachments: [{ filename: "a.txt", contentType: "text/plain", content: Buffer.from("x") }] },
      ),
    );
    const page = (_req: Request, status: number) =>
      new Response("<!doctype html><title>x</title>", { status, headers: { "content-type": "text/html" } });
    app = createApp({
      services,
      build: fakeServerBuild(page, {
        "routes/dev-mailbox": ["dev/mailbox", { loader: listLoader }],
        "routes/dev-mailbox-mail": ["dev/mailbox/:id", { loader: mailLoader }],
        "routes/dev-mailbox-attachment": ["dev/mailbox/:id/attachments/:index", { loader: attachmentLoader }],
      }),
    });
  });

  const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
  const paths = () => [
    "/dev/mailbox",
    "/dev/mailbox.data",
    `/dev/mailbox/${id}`,
    `/dev/mailbox/${id}.data`,
    `/dev/mailbox/${id}/attachments/0`,
  ];

  it("serves this machine", async () => {
    for (const p of paths()) {
      for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
        const res = await app.request(p, {}, from(peer));
        expect(res.status, `${p} from ${peer}`).toBe(200);
      }
    }
    const data = await (await app.request(`/dev/mailbox/${id}.data`, {}, from("127.0.0.1"))).text();
    expect(data).toContain("token=geheim");
  });

  it("is 404 for a peer on the network, and for loopback through a proxy", async () => {
    for (const p of paths()) {
      const remote = await app.request(p, {}, from("203.0.113.7"));
      expect(remote.status, `${p} from the network`).toBe(404);
      expect(await remote.text()).not.toContain("geheim");
      const spoofed = await app.request(p, { headers: { "x-forwarded-for": "127.0.0.1" } }, from("10.1.2.3"));
      expect(spoofed.status, `${p} claiming loopback`).toBe(404);
      const proxied = await app.request(
        p,
        { headers: { "x-forwarded-for": "198.51.100.4" } },
        from("127.0.0.1"),
      );
      expect(proxied.status, `${p} through a local proxy`).toBe(404);
      const forwarded = await app.request(
        p,
        { headers: { forwarded: "for=198.51.100.4" } },
        from("127.0.0.1"),
      );
      expect(forwarded.status, `${p} with Forwarded`).toBe(404);
      // In-process, without any socket: no peer, no mailbox.
      expect((await app.request(p)).status, `${p} without a peer`).toBe(404);
    }
  });
});
