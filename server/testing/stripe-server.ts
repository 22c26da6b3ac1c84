import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { checkoutPage, notFoundPage } from "./stripe-page";
import { canonical, type Json, type Params, parseForm, StripeApiError } from "./stripe-params";
import {
  ActionError,
  API_VERSION,
  newId,
  type PaymentMethod,
  type RefundBehaviour,
  StripeStore,
} from "./stripe-store";

/**
 * A local stand-in for the part of Stripe's HTTP API the shop uses (issue #33), which this machine
 * cannot reach: the real `stripe` SDK talks to it with `{ host: "127.0.0.1", port, protocol: "http" }`
 * (config keys in node_modules/stripe/esm/stripe.core.js ALLOWED_CONFIG_PROPERTIES). It answers
 * form-encoded requests under /v1 with Bearer auth, idempotency keys and Stripe-shaped errors, serves
 * a German stand-in for the Checkout page under /pay/:id, and delivers signed webhooks with retries.
 * State and object shapes live in stripe-store.ts.
 */
export interface StripeServer {
  /** http://127.0.0.1:PORT — API under /v1, hosted page under /pay/:sessionId */
  url: string;
  secretKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string | null): void;
  /** Every event created, in order, with its delivery attempts (status codes; 0 for no answer). */
  events(): { id: string; type: string; objectId: string; attempts: number[] }[];
  /**
   * What the hosted page's buttons do, for tests. These resolve once the events they cause have been
   * delivered (or their retries given up); the page itself redirects without waiting, as Stripe does.
   */
  pay(sessionId: string, method: PaymentMethod): Promise<void>;
  /** A SEPA debit's outcome days later. */
  settleAsync(sessionId: string, outcome: "succeeded" | "failed"): Promise<void>;
  /** The session's `expires_at` passing. */
  expire(sessionId: string): Promise<void>;
  /** Delivers an event again as it was (same id, same body, a fresh signature). */
  resend(eventId: string): Promise<void>;
  /** The exact JSON body an event is delivered with, e.g. to post it to two shop processes at once. */
  payload(eventId: string): string;
  /** Resolves when every delivery queued so far has ended. */
  idle(): Promise<void>;
  /** Time each API request spends on the wire before Stripe sees it (#49: a slow line). */
  setLatency(ms: number): void;
  /**
   * The next API answer spends this long on its way back, after Stripe acted: the events the request
   * made may reach the shop's webhook before the answer reaches the shop.
   */
  delayNextAnswer(ms: number): void;
  /** Stripe's clock ahead of (positive) or behind the shop's machine, in seconds. */
  setClockOffset(seconds: number): void;
  /** false: every API request's connection is dropped unanswered, as when Stripe cannot be reached. */
  setReachable(reachable: boolean): void;
  /** Which refunds start `pending` and how pending ones end (stripe-store.ts `RefundBehaviour`). */
  refundBehaviour: RefundBehaviour;
  /** A refund the bank sends back, even one that had succeeded (`refund.failed`). */
  failRefund(refundId: string, reason?: string): Promise<void>;
  /** The customer disputes the session's payment at their bank; answers the dispute's id. */
  openDispute(sessionId: string, reason?: string): Promise<string>;
  closeDispute(disputeId: string, won: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface StripeServerOptions {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string | null;
  /**
   * Waits before the 2nd, 3rd, … delivery attempt; an event is given up after the last. Stripe's
   * sandbox retries three times over a few hours, live mode for up to three days
   * (docs.stripe.com/webhooks/process-undelivered-events).
   */
  retryDelaysMs?: number[];
  /** How long a SEPA refund stays `pending` before it succeeds. */
  refundSettleMs?: number;
}

interface Delivery {
  id: string;
  type: string;
  objectId: string;
  attempts: number[];
  group: string;
  /** The exact body every attempt sends: the signature covers these bytes. */
  payload: string;
  /** The latest delivery of this event (first or resent). */
  done: Promise<void>;
}

const MAX_BODY = 1 << 20;

export async function startStripeServer(opts: StripeServerOptions = {}): Promise<StripeServer> {
  const secretKey = opts.secretKey ?? "sk_test_blattwerk";
  const webhookSecret = opts.webhookSecret ?? "whsec_blattwerk_test";
  const retryDelays = opts.retryDelaysMs ?? [200, 1000, 5000];
  let webhookUrl = opts.webhookUrl ?? null;
  let closed = false;
  let latencyMs = 0;
  let answerDelayMs = 0;
  let reachable = true;
  let baseUrl = "";

  const timers = new Set<NodeJS.Timeout>();
  const schedule = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) fn();
    }, ms);
    timers.add(timer);
  };
  const sleep = (ms: number) => new Promise<void>((resolve) => schedule(resolve, ms));

  // --- Webhook delivery -----------------------------------------------------------------------------

  const deliveries: Delivery[] = [];
  /** One chain per Checkout Session: its events go out in the order they were created. */
  const chains = new Map<string, Promise<void>>();

  /** One signed POST; Stripe-Signature as stripe-node's Webhooks.ts verifies it: HMAC-SHA256 of `${t}.${body}`. */
  async function attempt(url: string, payload: string): Promise<number> {
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac("sha256", webhookSecret).update(`${t}.${payload}`, "utf8").digest("hex");
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": `t=${t},v1=${v1}`,
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status;
    } catch {
      return 0;
    }
  }

  async function deliver(d: Delivery) {
    for (let n = 0; ; n++) {
      if (closed || !webhookUrl) return;
      const status = await attempt(webhookUrl, d.payload);
      d.attempts.push(status);
      if ((status >= 200 && status < 300) || n >= retryDelays.length) return;
      await sleep(retryDelays[n]!);
    }
  }

  function enqueue(d: Delivery) {
    const next = (chains.get(d.group) ?? Promise.resolve()).then(() => deliver(d));
    chains.set(d.group, next);
    d.done = next;
    return next;
  }

  const store = new StripeStore({
    get baseUrl() {
      return baseUrl;
    },
    schedule,
    refundSettleMs: opts.refundSettleMs ?? 300,
    onEvent({ event, group, objectId }) {
      const d: Delivery = {
        id: String(event.id),
        type: String(event.type),
        objectId,
        attempts: [],
        group,
        payload: JSON.stringify(event, null, 2),
        done: Promise.resolve(),
      };
      deliveries.push(d);
      // Stripe sends only to endpoints that exist when the event happens.
      if (webhookUrl) enqueue(d);
    },
  });

  function delivery(eventId: string): Delivery {
    const d = deliveries.find((x) => x.id === eventId);
    if (!d) throw new ActionError(`No such event: ${eventId}`);
    return d;
  }

  /** Runs a test action and waits for the deliveries of the events it created. */
  async function andDeliver(action: () => void) {
    const before = deliveries.length;
    action();
    await Promise.all(deliveries.slice(before).map((d) => d.done));
  }

  // --- The API --------------------------------------------------------------------------------------

  type Handler = (params: Params, id: string) => Json;
  const routes: [method: string, pattern: RegExp, handler: Handler][] = [
    ["POST", /^\/v1\/checkout\/sessions$/, (p) => store.createSession(p)],
    ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, (p, id) => store.retrieve("checkout.session", id, p)],
    ["POST", /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (p, id) => store.expireSessionApi(id, p)],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, (p, id) => store.retrieve("payment_intent", id, p)],
    ["POST", /^\/v1\/refunds$/, (p) => store.createRefund(p)],
    ["GET", /^\/v1\/refunds$/, (p) => store.listRefunds(p)],
    ["GET", /^\/v1\/refunds\/([^/]+)$/, (p, id) => store.retrieve("refund", id, p)],
  ];

  /** Saved answers by Idempotency-Key (keys are pruned after 24 h at Stripe; this server never prunes). */
  const idempotent = new Map<
    string,
    { endpoint: string; fingerprint: string; status: number; body: unknown }
  >();

  function api(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    const method = req.method ?? "GET";
    const requestId = newId("req_", 14);
    const idempotencyKey = (method === "POST" && header(req, "idempotency-key")) || undefined;
    const send = (status: number, payload: unknown, extra: Record<string, string> = {}) => {
      if (answerDelayMs > 0) {
        const delay = answerDelayMs;
        answerDelayMs = 0;
        setTimeout(() => write(status, payload, extra), delay);
      } else write(status, payload, extra);
    };
    const write = (status: number, payload: unknown, extra: Record<string, string>) => {
      res.writeHead(status, {
        "Content-Type": "application/json",
        "Request-Id": requestId,
        "Stripe-Version": header(req, "stripe-version") ?? API_VERSION,
        ...(idempotencyKey && { "Idempotency-Key": idempotencyKey }),
        ...extra,
      });
      res.end(JSON.stringify(payload, null, 2));
    };
    const fail = (e: StripeApiError) => send(e.status, { error: e.error });

    const key = apiKey(req);
    if (!key)
      return fail(
        new StripeApiError(401, {
          type: "invalid_request_error",
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        }),
      );
    if (key !== secretKey)
      return fail(
        new StripeApiError(401, {
          type: "invalid_request_error",
          // Stripe shows the key's start and end only: "Invalid API Key provided: sk_test_****…M6F".
          message: `Invalid API Key provided: ${key.length > 12 ? `${key.slice(0, 8)}${"*".repeat(key.length - 12)}${key.slice(-4)}` : "*".repeat(key.length)}`,
        }),
      );

    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!route)
      return fail(
        new StripeApiError(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        }),
      );
    const [, pattern, handler] = route;
    const id = pattern.exec(url.pathname)?.[1] ?? "";

    let params: Params;
    try {
      params = parseForm(method === "GET" ? url.search.slice(1) : body);
    } catch (e) {
      if (e instanceof StripeApiError) return fail(e);
      throw e;
    }

    const endpoint = url.pathname;
    const fingerprint = JSON.stringify(canonical(params));
    if (idempotencyKey !== undefined) {
      if (idempotencyKey.length > 255)
        return fail(
          new StripeApiError(400, {
            type: "invalid_request_error",
            message: "Idempotency keys are up to 255 characters long.",
          }),
        );
      const saved = idempotent.get(idempotencyKey);
      // Wording of both refusals as Stripe answers them (stripe/stripe-ruby#598, #503).
      if (saved && saved.endpoint !== endpoint)
        return fail(
          new StripeApiError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${endpoint}' vs '${saved.endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          }),
        );
      if (saved && saved.fingerprint !== fingerprint)
        return fail(
          new StripeApiError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          }),
        );
      if (saved) return send(saved.status, saved.body, { "Idempotent-Replayed": "true" });
    }

    store.request = { id: requestId, idempotency_key: idempotencyKey ?? null };
    let status = 200;
    let answer: unknown;
    try {
      answer = handler(params, id);
    } catch (e) {
      if (!(e instanceof StripeApiError)) throw e;
      if (e.validation) return fail(e);
      status = e.status;
      answer = { error: e.error };
    } finally {
      store.request = { id: null, idempotency_key: null };
    }
    if (idempotencyKey !== undefined)
      idempotent.set(idempotencyKey, { endpoint, fingerprint, status, body: answer });
    send(status, answer);
  }

  // --- The hosted page --------------------------------------------------------------------------------

  function page(req: IncomingMessage, res: ServerResponse, id: string, body: string) {
    const html = (status: number, content: string) => {
      res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      res.end(content);
    };
    const redirect = (location: string) => {
      res.writeHead(303, { Location: location });
      res.end();
    };
    const view = store.page(id);
    if (!view) return html(404, notFoundPage());
    if (req.method !== "POST") return html(200, checkoutPage(view.session, view.items));

    const form = new URLSearchParams(body);
    const action = form.get("action");
    const method = form.get("method") ?? "";
    if (view.session.status !== "open") return html(409, checkoutPage(view.session, view.items));
    try {
      if (action === "pay") return redirect(store.pay(id, method));
      if (action === "decline") {
        store.decline(id, method);
        return html(
          200,
          checkoutPage(
            view.session,
            view.items,
            "Die Zahlung wurde abgelehnt. Bitte wähle eine andere Zahlungsart.",
          ),
        );
      }
      if (action === "cancel" && view.session.cancel_url) return redirect(String(view.session.cancel_url));
    } catch (e) {
      if (!(e instanceof ActionError)) throw e;
      return html(
        400,
        checkoutPage(view.session, view.items, "Bitte wähle eine der angebotenen Zahlungsarten."),
      );
    }
    return html(400, checkoutPage(view.session, view.items));
  }

  // --- Controls for end-to-end tests in other processes ------------------------------------------------

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    const path = url.pathname;
    try {
      if (req.method === "GET" && path === "/_control/events") return json(200, server.events());
      const payload = /^\/_control\/events\/([^/]+)$/.exec(path);
      if (req.method === "GET" && payload) {
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end(server.payload(payload[1]!));
      }
      if (req.method === "POST") {
        const session = /^\/_control\/sessions\/([^/]+)\/(settle|expire)$/.exec(path);
        const outcome = url.searchParams.get("outcome");
        if (session?.[2] === "settle") {
          if (outcome !== "succeeded" && outcome !== "failed")
            return json(400, { error: "outcome must be succeeded or failed" });
          await server.settleAsync(session[1]!, outcome);
          return json(200, { ok: true });
        }
        if (session?.[2] === "expire") {
          await server.expire(session[1]!);
          return json(200, { ok: true });
        }
        const event = /^\/_control\/events\/([^/]+)\/resend$/.exec(path);
        if (event) {
          await server.resend(event[1]!);
          return json(200, { ok: true });
        }
      }
    } catch (e) {
      if (e instanceof ActionError) return json(409, { error: e.message });
      throw e;
    }
    json(404, { error: "Unknown control" });
  }

  // --- The server ---------------------------------------------------------------------------------------

  const http: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      // A bug here, never the caller's input: still answer as Stripe answers its own failures.
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { type: "api_error", message: "The Stripe test server failed." } }));
      } else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = await readBody(req);
    if (body === undefined) {
      res.writeHead(413, { "Content-Type": "text/plain" });
      return res.end("Request too large");
    }
    if (url.pathname.startsWith("/v1/")) {
      if (!reachable) return req.socket.destroy();
      if (latencyMs > 0) await sleep(latencyMs);
      return api(req, res, url, body);
    }
    const pay = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pay) return page(req, res, pay[1]!, body);
    if (url.pathname.startsWith("/_control/")) return control(req, res, url);
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("Not found");
  }

  await new Promise<void>((resolve) => http.listen(opts.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  // Sessions whose `expires_at` has passed expire as at Stripe, with their event.
  const sweep = setInterval(() => store.expireDue(), 1000);
  sweep.unref();

  const server: StripeServer = {
    url: baseUrl,
    secretKey,
    webhookSecret,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    events: () =>
      deliveries.map(({ id, type, objectId, attempts }) => ({ id, type, objectId, attempts: [...attempts] })),
    pay: (sessionId, method) =>
      andDeliver(() => {
        store.pay(sessionId, method);
      }),
    settleAsync: (sessionId, outcome) => andDeliver(() => store.settle(sessionId, outcome)),
    expire: (sessionId) => andDeliver(() => store.expireNow(sessionId)),
    async resend(eventId) {
      await enqueue(delivery(eventId));
    },
    payload: (eventId) => delivery(eventId).payload,
    setLatency(ms) {
      latencyMs = ms;
    },
    delayNextAnswer(ms) {
      answerDelayMs = ms;
    },
    setClockOffset: (seconds) => store.setClockOffset(seconds),
    setReachable(value) {
      reachable = value;
    },
    refundBehaviour: store.refundBehaviour,
    failRefund: (refundId, reason) => andDeliver(() => store.failRefund(refundId, reason)),
    async openDispute(sessionId, reason) {
      let id = "";
      await andDeliver(() => {
        id = store.openDispute(sessionId, reason);
      });
      return id;
    },
    closeDispute: (disputeId, won) => andDeliver(() => store.closeDispute(disputeId, won)),
    async idle() {
      for (;;) {
        const pending = [...chains.values()];
        await Promise.all(pending);
        const now = [...chains.values()];
        if (now.length === pending.length && now.every((p, i) => p === pending[i])) return;
      }
    },
    close() {
      closed = true;
      clearInterval(sweep);
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
  return server;
}

// --- Helpers ----------------------------------------------------------------------------------------------

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The secret key from `Authorization: Bearer sk_…` or curl's `-u sk_…:` (Basic), as Stripe accepts both. */
function apiKey(req: IncomingMessage): string | undefined {
  const auth = header(req, "authorization") ?? "";
  const bearer = /^Bearer\s+(\S+)$/i.exec(auth);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(auth);
  if (basic) return Buffer.from(basic[1]!, "base64").toString("utf8").split(":")[0] || undefined;
  return undefined;
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on("end", () => resolve(size > MAX_BODY ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
