import { z } from "zod";
import type { DhlConfig } from "../config";

/**
 * DHL's Parcel DE APIs as the packing table uses them (#34), over plain HTTPS with the API key header
 * `dhl-api-key` and the business portal's user and password as basic auth:
 * - Shipping API v2 (`/parcel/de/shipping/v2`): POST /orders creates a DHL Paket (V01PAK) with its
 *   label (base64 PDF), DELETE /orders?profile=…&shipment=… cancels it before the day's closing.
 * - Returns API v1 (`/parcel/de/shipping/returns/v1`): POST /orders?labelType=SHIPMENT_LABEL creates a
 *   return label to the receiver set up in the portal (the customer is the shipper).
 * DHL is asked for German (`Accept-Language: de-DE`), so its validation messages can go to staff as
 * they are. Every answer is parsed; anything unexpected is "unavailable", never a thrown error.
 * In tests DHL_API_BASE points at server/testing/dhl-server.ts, which speaks the same subset.
 */

export const SHIPPING_PATH = "/parcel/de/shipping/v2";
export const RETURNS_PATH = "/parcel/de/shipping/returns/v1";

export interface DhlAddress {
  name1: string;
  name2?: string;
  addressStreet: string;
  addressHouse?: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-3 */
  country: string;
  email?: string;
}

export interface OutboundShipment {
  refNo: string;
  shipper: DhlAddress;
  consignee: DhlAddress;
  weightGrams: number;
}

export interface ReturnShipment {
  customerReference: string;
  shipmentReference: string;
  shipper: DhlAddress;
  weightGrams: number;
}

export type DhlFailure =
  | { ok: false; reason: "unauthorized" }
  | { ok: false; reason: "unavailable"; detail: string }
  | { ok: false; reason: "refused"; messages: string[] };

export type DhlLabelResult = { ok: true; shipmentNo: string; pdf: Buffer } | DhlFailure;
export type DhlCancelResult = { ok: true } | DhlFailure;

const status = z.object({
  title: z.string().optional(),
  status: z.number().optional(),
  detail: z.string().optional(),
});
const validationMessage = z.object({
  property: z.string().optional(),
  validationMessage: z.string().optional(),
  validationState: z.string().optional(),
});
const document = z.object({ b64: z.string().optional(), url: z.string().optional() });
const item = z.object({
  shipmentNo: z.union([z.string(), z.number()]).optional(),
  sstatus: status.optional(),
  label: document.optional(),
  validationMessages: z.array(validationMessage).optional(),
});
const labelDataResponse = z.object({ status: status.optional(), items: z.array(item).optional() });
const returnConfirmation = z.object({
  shipmentNo: z.union([z.string(), z.number()]),
  label: document,
  sstatus: status.optional(),
});

const TIMEOUT_MS = 20_000;

/** The messages of a refusal: each validation message with its field, else DHL's detail. */
function messagesOf(body: unknown): string[] {
  const parsed = labelDataResponse.safeParse(body);
  const out: string[] = [];
  if (parsed.success) {
    for (const it of parsed.data.items ?? [])
      for (const m of it.validationMessages ?? [])
        if (m.validationMessage && m.validationState !== "Warning")
          out.push(m.property ? `${m.validationMessage} (${m.property})` : m.validationMessage);
    if (!out.length && parsed.data.status?.detail) out.push(parsed.data.status.detail);
    if (!out.length)
      for (const it of parsed.data.items ?? []) if (it.sstatus?.detail) out.push(it.sstatus.detail);
  }
  if (!out.length) {
    const s = status.safeParse(body);
    if (s.success && s.data.detail) out.push(s.data.detail);
  }
  return [...new Set(out)].map((m) => m.slice(0, 300)).slice(0, 10);
}

export function createDhlClient(config: DhlConfig, fetchImpl: typeof fetch = fetch) {
  const auth = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString("base64")}`;

  async function call(
    method: "POST" | "DELETE",
    url: string,
    body?: unknown,
  ): Promise<{ ok: true; status: number; body: unknown } | DhlFailure> {
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method,
        headers: {
          "dhl-api-key": config.apiKey,
          Authorization: auth,
          Accept: "application/json",
          "Accept-Language": "de-DE",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      return { ok: false, reason: "unavailable", detail: (err as Error).message };
    }
    const text = await res.text().catch(() => "");
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (res.status === 401 || res.status === 403) return { ok: false, reason: "unauthorized" };
    if (res.status === 400 || res.status === 422) {
      const messages = messagesOf(json);
      return { ok: false, reason: "refused", messages };
    }
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, body: json };
    return { ok: false, reason: "unavailable", detail: `HTTP ${res.status}` };
  }

  return {
    /** A DHL Paket (V01PAK) from the shop to the customer, with its label as a PDF. */
    async createLabel(s: OutboundShipment): Promise<DhlLabelResult> {
      const url = `${config.apiBase}${SHIPPING_PATH}/orders?includeDocs=include&docFormat=PDF&mustEncode=false`;
      const answer = await call("POST", url, {
        profile: config.profile,
        shipments: [
          {
            product: "V01PAK",
            billingNumber: config.billingNumber,
            refNo: s.refNo,
            shipper: s.shipper,
            consignee: s.consignee,
            details: { weight: { uom: "g", value: s.weightGrams } },
          },
        ],
      });
      if (!answer.ok) return answer;
      const parsed = labelDataResponse.safeParse(answer.body);
      const first = parsed.success ? parsed.data.items?.[0] : undefined;
      if (first?.sstatus?.status && first.sstatus.status >= 400)
        return { ok: false, reason: "refused", messages: messagesOf(answer.body) };
      if (!first?.shipmentNo || !first.label?.b64)
        return { ok: false, reason: "unavailable", detail: "answer without shipment number or label" };
      return { ok: true, shipmentNo: String(first.shipmentNo), pdf: Buffer.from(first.label.b64, "base64") };
    },

    /** Cancels a label before the day's closing (Tagesabschluss). A number DHL does not know is refused. */
    async cancelLabel(shipmentNo: string): Promise<DhlCancelResult> {
      const q = new URLSearchParams({ profile: config.profile, shipment: shipmentNo });
      const answer = await call("DELETE", `${config.apiBase}${SHIPPING_PATH}/orders?${q}`);
      if (!answer.ok) return answer;
      const parsed = labelDataResponse.safeParse(answer.body);
      const first = parsed.success ? parsed.data.items?.[0] : undefined;
      if (first?.sstatus?.status && first.sstatus.status >= 400)
        return { ok: false, reason: "refused", messages: messagesOf(answer.body) };
      return { ok: true };
    },

    /** A return label from the customer to the shop's return receiver (Returns API). */
    async createReturnLabel(s: ReturnShipment): Promise<DhlLabelResult> {
      const url = `${config.apiBase}${RETURNS_PATH}/orders?labelType=SHIPMENT_LABEL`;
      const { country: _, ...shipper } = s.shipper;
      const answer = await call("POST", url, {
        receiverId: config.returnReceiverId,
        customerReference: s.customerReference.slice(0, 50),
        shipmentReference: s.shipmentReference.slice(0, 50),
        shipper,
        itemWeight: { uom: "g", value: s.weightGrams },
      });
      if (!answer.ok) return answer;
      const parsed = returnConfirmation.safeParse(answer.body);
      if (!parsed.success || !parsed.data.label.b64)
        return { ok: false, reason: "unavailable", detail: "answer without shipment number or label" };
      return {
        ok: true,
        shipmentNo: String(parsed.data.shipmentNo),
        pdf: Buffer.from(parsed.data.label.b64, "base64"),
      };
    },
  };
}

export type DhlClient = ReturnType<typeof createDhlClient>;
