import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { devMailbox } from "../mail/dev-mailbox";
import { createServices } from "../services";

export const ORIGIN = "http://localhost:3000";
export const STRONG_PASSWORD = "Kaktus-Wolke-Fahrrad-47";

/** An app on a test database with its own mail folder; requests come from `ip` unless told otherwise. */
export function accountsApp(database: Database, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bw-accounts-"));
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const services = createServices(config, database, {
    authSecret: "test-secret-0123456789-abcdefghijklmnop",
  });
  const app = createApp({ services });
  const mailbox = devMailbox(dataDir);
  let n = 0;

  async function request(
    pathname: string,
    init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {},
  ): Promise<Response> {
    const { json, cookie, ip = "198.51.100.1", ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) {
      headers.set("content-type", "application/json");
      if (!headers.has("origin")) headers.set("origin", config.publicUrl);
    }
    if (cookie) headers.set("cookie", cookie);
    return app.request(
      pathname,
      { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body },
      { incoming: { socket: { remoteAddress: ip } } },
    );
  }

  /** The newest mail to `to`, after everything queued was delivered. */
  async function lastMailTo(to: string) {
    await services.outbox.flush();
    return (await mailbox.list()).find((m) => m.to === to) ?? null;
  }

  /** Signs up, follows the confirmation link and returns the session cookie. */
  async function signUp(
    name = "Anna Maria Bergmann",
    email = `kunde${++n}.${Date.now()}@example.de`,
    password = STRONG_PASSWORD,
  ) {
    const res = await request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name, email, password, callbackURL: "/auth/callback" },
      ip: `192.0.2.${n % 250}`,
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const mail = await lastMailTo(email);
    const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    if (!link) throw new Error("no confirmation mail");
    const verified = await request(new URL(link).pathname + new URL(link).search);
    const cookie = sessionCookie(verified);
    if (!cookie) throw new Error(`confirmation did not sign in: ${verified.status}`);
    const me = await services.auth.getUser(new Request(ORIGIN, { headers: { cookie } }));
    return { email, password, cookie, user: me! };
  }

  return { app, services, config, dataDir, request, lastMailTo, signUp };
}

/** "name=value" of the session cookie a response sets, ready for a Cookie header. */
export function sessionCookie(res: Response): string | null {
  const set = res.headers.getSetCookie().find((c) => /better-auth\.session_token=[^;]+/.test(c));
  return set ? set.split(";")[0]! : null;
}
