import { z } from "zod";
import { dhlReason, isDhlSummary } from "../../domain/orders/dhl-reasons";
import type { DhlConfig } from "../config";

/**
 * DHL's Parcel DE APIs as the packing table uses them (#34), over plain HTTPS with the API key header
 * `dhl-api-key` and the business portal's user and password as basic auth:
 * - Shipping API v2 (`/parcel/de/shipping/v2`): POST /orders creates a DHL Paket (V01PAK) with its
 *   label (base64 PDF), DELETE /orders?profile=…&shipment=… cancels it before the day's closing.
 * - Returns API v1 (`/parcel/de/shipping/returns/v1`): POST /orders?labelType=SHIPMENT_LABEL creates a
 *   return label to the receiver set up in the portal (the customer is the shipper).
 * DHL is asked for German (`Accept-Language: de-DE`), yet its recorded answers are English
 * (server/shipping/fixtures/): every reason — a 400's validation messages (DHL marks them `Warning`), a
 * schema error's `propertyPath`/`message`, a failed item's `sstatus.detail` — goes to staff through
 * domain/orders/dhl-reasons.ts, in German where the message is known and in DHL's words otherwise, never only
 * DHL's summary. Every answer is parsed; anything unexpected is "unavailable", never a thrown error.
 * In tests DHL_API_BASE points at server/testing/dhl-server.ts, which answers in the same shapes.
 */

export const SHIPPING_PATH = "/parcel/de/shipping/v2";
export const RETURNS_PATH = "/parcel/de/shipping/returns/v1";

export interface DhlAddress {
  name1: string;
  name2?: string;
  name3?: string;
  addressStreet: string;
  addressHouse?: string;
  additionalAddressInformation1?: string;
  additionalAddressInformation2?: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-3 */
  country: string;
  email?: string;
}

/**
 * A DHL Packstation as consignee (Shipping API v2 `Locker`, #43 §4): `lockerID` 100–999, `postNumber`
 * ^[0-9]{6,10}$, `name` 1–50, `city` up to 40, `postalCode` 3–10; no street, no e-mail.
 */
export interface DhlLocker {
  name: string;
  lockerID: number;
  postNumber: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-3; only German Packstations exist for the API. */
  country: string;
}

/**
 * A DHL Postfiliale as consignee (Shipping API v2 `PostOffice`): `retailID` 401–999, `postNumber`
 * ^[0-9]{6,10}$ (or an e-mail instead), `name` 1–50, `city` up to 80, `postalCode` 3–10.
 */
export interface DhlPostOffice {
  name: string;
  retailID: number;
  postNumber: string;
  city: string;
  postalCode: string;
  country: string;
}

export type DhlConsignee = DhlAddress | DhlLocker | DhlPostOffice;

export interface OutboundShipment {
  refNo: string;
  shipper: DhlAddress;
  consignee: DhlConsignee;
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
/** An outbound label, with DHL's address warnings (the label stands; staff may want to check). */
export type DhlOutboundResult =
  | { ok: true; shipmentNo: string; pdf: Buffer; warnings: string[] }
  | DhlFailure;
export type DhlCancelResult = { ok: true } | DhlFailure;

const status = z.object({
  title: z.string().optional(),
  /** The Shipping API says `statusCode`, the Returns API `status`. */
  statusCode: z.number().optional(),
  status: z.number().optional(),
  detail: z.string().optional(),
});
type Status = z.infer<typeof status>;
const codeOf = (s: Status | undefined) => s?.statusCode ?? s?.status;
const validationMessage = z.object({
  property: z.string().optional(),
  validationMessage: z.string().optional(),
  validationState: z.string().optional(),
});
const document = z.object({ b64: z.string().optional(), url: z.string().optional() });
/** A shipment's outcome, or (schema errors) one field's complaint: `propertyPath` and `message`. */
const item = z.object({
  shipmentNo: z.union([z.string(), z.number()]).optional(),
  sstatus: status.optional(),
  label: document.optional(),
  validationMessages: z.array(validationMessage).optional(),
  propertyPath: z.string().optional(),
  message: z.string().optional(),
});
type Item = z.infer<typeof item>;
const labelDataResponse = z.object({
  status: z.union([status, z.number()]).optional(),
  items: z.array(item).optional(),
});
const topLevel = z.object({ detail: z.string().optional() });
const returnConfirmation = z.object({
  shipmentNo: z.union([z.string(), z.number()]),
  label: document,
  sstatus: status.optional(),
});

const TIMEOUT_MS = 20_000;
const MAX_REASONS = 10;

/** A shipment DHL did not create or cancel: a status other than 200 (DHL's 204 "Unknown shipment", 206, 400 …). */
const failed = (it: Item) => {
  const code = codeOf(it.sstatus);
  return code !== undefined && code !== 200 && code !== 201;
};

/**
 * One item's reasons for staff: a schema error's field and message, every validation message (DHL's 400s
 * carry only `Warning`s), and a failed item's own status detail.
 */
function itemReasons(it: Item): string[] {
  const out: string[] = [];
  if (it.message) out.push(dhlReason(it.message, it.propertyPath));
  for (const m of it.validationMessages ?? [])
    if (m.validationMessage) out.push(dhlReason(m.validationMessage, m.property));
  if (failed(it) && it.sstatus?.detail && !isDhlSummary(it.sstatus.detail))
    out.push(dhlReason(it.sstatus.detail));
  return out;
}

/** The reasons of a refusal: the items' reasons, else DHL's detail; its summary only when nothing else is said. */
function messagesOf(body: unknown, items?: Item[]): string[] {
  const parsed = labelDataResponse.safeParse(body);
  const out = (items ?? (parsed.success ? (parsed.data.items ?? []) : [])).flatMap(itemReasons);
  const detail =
    topLevel.safeParse(body).data?.detail ??
    (parsed.success && typeof parsed.data.status === "object" ? parsed.data.status.detail : undefined);
  if (!out.length && detail) out.push(isDhlSummary(detail) ? detail : dhlReason(detail));
  return [...new Set(out)].slice(0, MAX_REASONS);
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
    async createLabel(s: OutboundShipment): Promise<DhlOutboundResult> {
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
      // One shipment asked for: its item is the first (a 207 lists them in the request's order).
      const first = parsed.success ? parsed.data.items?.[0] : undefined;
      if (first && (failed(first) || !first.label?.b64))
        return { ok: false, reason: "refused", messages: messagesOf(answer.body, [first]) };
      if (!first?.shipmentNo || !first.label?.b64)
        return { ok: false, reason: "unavailable", detail: "answer without shipment number or label" };
      return {
        ok: true,
        shipmentNo: String(first.shipmentNo),
        pdf: Buffer.from(first.label.b64, "base64"),
        warnings: itemReasons(first),
      };
    },

    /** Cancels a label before the day's closing (Tagesabschluss). A number DHL does not know is refused. */
    async cancelLabel(shipmentNo: string): Promise<DhlCancelResult> {
      const q = new URLSearchParams({ profile: config.profile, shipment: shipmentNo });
      const answer = await call("DELETE", `${config.apiBase}${SHIPPING_PATH}/orders?${q}`);
      if (!answer.ok) return answer;
      const parsed = labelDataResponse.safeParse(answer.body);
      const first = parsed.success ? parsed.data.items?.[0] : undefined;
      if (first && failed(first))
        return { ok: false, reason: "refused", messages: messagesOf(answer.body, [first]) };
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
