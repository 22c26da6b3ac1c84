import type { Env, Hono } from "hono";
import { voucherPageTexts } from "../../domain/vouchers/voucher-messages";
import { requestClientIp } from "../auth/client-ip";
import { requestLocale } from "../http/api-locale";
import type { Services } from "../services";
import { createCodeLimit } from "./code-limit";

/** The voucher page's API (#43 §3): buying a voucher, and its balance by code. */
export function registerVoucherRoutes<E extends Env>(app: Hono<E>, services: Services) {
  const codeLimit = createCodeLimit(services.requestLimits);

  /**
   * Buys a voucher on invoice, or online (`payment: "online"`): then the answer carries the Stripe page
   * to send the buyer to (`payment.redirectUrl`), and the voucher is issued by Stripe's webhook.
   */
  app.post("/api/vouchers", async (c) => {
    const locale = requestLocale(c.req.raw);
    const body = await c.req.json().catch(() => undefined);
    c.header("Cache-Control", "no-store");
    const bought = await services.buyVoucher(body, locale);
    if (bought.ok)
      return c.json({ voucher: bought.voucher, ...(bought.payment && { payment: bought.payment }) }, 201);
    return c.json({ error: bought.error, message: bought.message }, bought.status);
  });

  /** Wrong codes count against the client's limit, as at the checkout (server/vouchers/code-limit.ts). */
  app.post("/api/vouchers/balance", async (c) => {
    c.header("Cache-Control", "no-store");
    const locale = requestLocale(c.req.raw);
    const clientIp = requestClientIp(c, services.config.trustProxy);
    const limited = await codeLimit.refusal(clientIp, locale);
    if (limited) return c.json(limited.body, limited.status, limited.headers);
    const body = (await c.req.json().catch(() => undefined)) as { code?: unknown } | undefined;
    const code = typeof body?.code === "string" ? body.code.slice(0, 64) : "";
    const balance = await services.vouchers.balance(code);
    if (balance) return c.json({ balance });
    await codeLimit.counted(clientIp, "voucher_unknown");
    return c.json({ error: "voucher_unknown", message: voucherPageTexts[locale].unknown }, 404);
  });
}
