import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { devMailbox } from "../mail/dev-mailbox";
import { createServices } from "../services";

export const ORIGIN = "http://localhost:3000";
export const STRONG_PASSWORD = "Kaktus-Wolke-Fahrrad-47";

/** An app on a test database with its own mail folder; requests come from `ip` unless told otherwise. */
export function accountsApp(
  database: Database,
  env: Record<string, string> = {},
  { build, clientDir }: { build?: ServerBuild; clientDir?: string } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bw-accounts-"));
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  const services = createServices(config, database, {
    authSecret: "test-secret-0123456789-abcdefghijklmnop",
  });
  const app = createApp({ services, build, clientDir });
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
      json: { name, email, password, callbackURL: "/auth/callback", acceptTerms: true },
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

  /** Signs up and signs in with the password without confirming the address. */
  async function signUpUnconfirmed(
    name = "Ulla Unbestätigt",
    email = `offen${++n}.${Date.now()}@example.de`,
  ) {
    const ip = `192.0.2.${n % 250}`;
    await request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name, email, password: STRONG_PASSWORD, acceptTerms: true },
      ip,
    });
    const res = await request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: STRONG_PASSWORD },
      ip,
    });
    const cookie = sessionCookie(res);
    if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
    const me = await services.auth.getUser(new Request(ORIGIN, { headers: { cookie } }));
    return { email, cookie, user: me! };
  }

  return { app, services, config, dataDir, request, lastMailTo, signUp, signUpUnconfirmed };
}

/** "name=value" of the session cookie a response sets, ready for a Cookie header. */
export function sessionCookie(res: Response): string | null {
  const set = res.headers.getSetCookie().find((c) => /better-auth\.session_token=[^;]+/.test(c));
  return set ? set.split(";")[0]! : null;
}

/** Puts an order straight into the database, as the checkout would. */
export async function insertOrder(
  database: Database,
  o: {
    userId?: string | null;
    email: string;
    status?: "pending" | "processing" | "completed" | "cancelled";
    createdAt?: Date;
    items: { plantId: string; name: string; quantity: number; priceCents: number }[];
  },
) {
  const { orders, orderItems } = await import("../db/schema");
  const subtotal = o.items.reduce((s, i) => s + i.quantity * i.priceCents, 0);
  const [order] = await database.db
    .insert(orders)
    .values({
      userId: o.userId ?? null,
      email: o.email,
      firstName: "Test",
      lastName: "Kunde",
      address: "Musterweg 1",
      city: "Aachen",
      postalCode: "52062",
      subtotalCents: subtotal,
      shippingCents: 490,
      totalCents: subtotal + 490,
      status: o.status ?? "pending",
      idempotencyKey: crypto.randomUUID(),
      createdAt: o.createdAt ?? new Date(),
    })
    .returning();
  await database.db
    .insert(orderItems)
    .values(o.items.map((i) => ({ ...i, orderId: order!.id, imageUrl: `/plants/${i.plantId}.svg` })));
  return order!;
}

export type AccountsApp = ReturnType<typeof accountsApp>;
export type Customer = Awaited<ReturnType<AccountsApp["signUp"]>>;
