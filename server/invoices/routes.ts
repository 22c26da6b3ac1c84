import { Hono } from "hono";
import { type InvoiceRefusals, invoiceRefusalMessages } from "../../domain/contracts/invoice-messages";
import { currentLocale } from "../http/api-locale";
import { refusalBody } from "../http/refusal";
import type { Services } from "../services";
import { INVOICE_NUMBER_PATTERN } from "./issue";
import { invoiceFilename } from "./service";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * GET /api/invoices/:number: the PDF, to the signed-in owner of the order or to whoever holds a
 * signed, unexpired link. Someone else's invoice answers 404, the same as one that does not exist.
 */
export function invoiceRoutes(services: Pick<Services, "invoices" | "auth">) {
  const app = new Hono();
  app.get("/:number", async (c) => {
    const number = c.req.param("number");
    const fail = (status: 400 | 401 | 403 | 404 | 410, error: keyof InvoiceRefusals) =>
      c.json(refusalBody(invoiceRefusalMessages, currentLocale(), { error }), status, NO_STORE);
    if (!INVOICE_NUMBER_PATTERN.test(number)) return fail(400, "invalid_invoice_number");

    const expires = c.req.query("expires");
    const sig = c.req.query("sig");
    let invoice: Awaited<ReturnType<typeof services.invoices.find>>;
    if (expires !== undefined || sig !== undefined) {
      const check = services.invoices.checkLink(number, expires ?? "", sig ?? "");
      if (check === "forged") return fail(403, "invalid_link");
      if (check === "expired") return fail(410, "link_expired");
      invoice = await services.invoices.find(number);
    } else {
      const user = await services.auth.getUser(c.req.raw);
      if (!user) return fail(401, "unauthorized");
      invoice = await services.invoices.findOwned(number, user);
    }
    if (!invoice) return fail(404, "not_found");

    const pdf = await services.invoices.pdf(invoice);
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFilename(invoice)}"`,
      ...NO_STORE,
    });
  });
  return app;
}
