import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import PDFDocument from "pdfkit";
import { RETURNS_PATH, SHIPPING_PATH } from "../shipping/dhl-client";

/**
 * A local stand-in for the part of DHL's Parcel DE APIs the packing table uses (#34), which this
 * machine cannot reach. It answers as the OpenAPI descriptions of DHL's developer portal say
 * (parcel-de-shipping-v2 2.1.x, parcel-de-returns 1.0.x):
 * - `GET /parcel/de/shipping/v2/` — version info, no auth
 * - `POST /parcel/de/shipping/v2/orders` — ShipmentOrderRequest → LabelDataResponse (200 with items
 *   [{ shipmentNo, routingCode, sstatus, label: { b64, fileFormat, printFormat } }]); a shipment that
 *   fails validation → 400 application/problem+json with status and items[].validationMessages
 *   ({ property, validationMessage, validationState: "Error" }) in the language Accept-Language asks for
 * - `DELETE /parcel/de/shipping/v2/orders?profile=…&shipment=…` — 200, or 400 for a shipment number it
 *   does not know (or already deleted)
 * - `POST /parcel/de/shipping/returns/v1/orders` — ReturnOrder → 201 ReturnOrderConfirmation
 *   ({ shipmentNo, label: { b64 }, routingCode, sstatus }); errors as RFC 7807 JSONStatus
 * Every call but the version needs the `dhl-api-key` header and basic auth; else 401 (RequestStatus).
 * The labels are real PDFs (pdfkit) naming the shipment number, so a downloaded label can be read.
 */

export interface DhlShipmentRecord {
  shipmentNo: string;
  kind: "outbound" | "return";
  refNo: string;
  name: string;
  postalCode: string;
  weightGrams: number;
  deleted: boolean;
}

export interface DhlServer {
  url: string;
  apiKey: string;
  user: string;
  password: string;
  billingNumber: string;
  /** Every shipment created, in order (deleted ones marked). */
  shipments(): DhlShipmentRecord[];
  /** Answers the next `n` calls with this HTTP status (e.g. 500, 503) as DHL's gateway would. */
  failNext(status: number, n?: number): void;
  close(): Promise<void>;
}

export interface DhlServerOptions {
  port?: number;
  apiKey?: string;
  user?: string;
  password?: string;
  billingNumber?: string;
  /** Return receivers set up in the portal (Returns API receiverId). */
  receivers?: string[];
  /**
   * German postcodes DHL's routing data does not know (well-formed, but no delivery area): a consignee
   * there is refused with "Die Postleitzahl ist ungültig." as DHL refuses a postcode it cannot route.
   */
  unknownPostalCodes?: string[];
}

const MAX_BODY = 1 << 20;

type Lang = "de" | "en";
const T = {
  postalCode: { de: "Die Postleitzahl ist ungültig.", en: "The postal code is invalid." },
  required: { de: "Dieses Feld muss angegeben werden.", en: "This field is required." },
  tooLong: (n: number) => ({ de: `Höchstens ${n} Zeichen erlaubt.`, en: `At most ${n} characters allowed.` }),
  weight: { de: "Das Gewicht ist zu hoch.", en: "The weight is too high." },
  billing: {
    de: "Die Abrechnungsnummer ist ungültig oder passt nicht zum Produkt.",
    en: "The billing number is invalid or does not match the product.",
  },
  product: { de: "Das Produkt ist unbekannt.", en: "The product is unknown." },
  refNo: {
    de: "Die Referenz muss 8 bis 35 Zeichen lang sein.",
    en: "The reference must be 8 to 35 characters long.",
  },
  country: { de: "Das Land ist ungültig.", en: "The country is invalid." },
  failed: { de: "Die Sendung konnte nicht angelegt werden.", en: "The shipment could not be created." },
  unknownShipment: { de: "Die Sendungsnummer ist unbekannt.", en: "Unknown shipment number." },
};

function problem(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/problem+json" });
  res.end(JSON.stringify(body));
}
function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

const TITLES: Record<number, string> = {
  200: "OK",
  201: "Created",
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  422: "Unprocessable Entity",
  500: "Internal Server Error",
  503: "Service Unavailable",
};
const requestStatus = (status: number, detail?: string) => ({
  title: TITLES[status] ?? "Error",
  statusCode: status,
  status,
  ...(detail ? { detail } : {}),
});

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error("body too large"));
      else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** A label that can be printed and read: A5-ish page with the shipment number and addresses. */
function labelPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [298, 420], margin: 20, info: { Title: "DHL Paket" } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(16).text("DHL PAKET", { align: "left" }).moveDown(0.5).fontSize(9);
    for (const l of lines) doc.text(l);
    doc.end();
  });
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

interface Msg {
  property: string;
  validationMessage: string;
  validationState: "Error";
}

/** ContactAddress / Shipper checks as the schema states them (lengths, required fields, DE postcodes). */
function checkAddress(
  a: unknown,
  prefix: string,
  lang: Lang,
  opts: { house?: boolean; deu?: boolean; unknown?: readonly string[] } = {},
): Msg[] {
  const out: Msg[] = [];
  const err = (property: string, m: { de: string; en: string }) =>
    out.push({ property: `${prefix}.${property}`, validationMessage: m[lang], validationState: "Error" });
  if (!isObj(a)) {
    err("name1", T.required);
    return out;
  }
  const fields: [string, number, boolean][] = [
    ["name1", 50, true],
    ["name2", 50, false],
    ["addressStreet", 50, true],
    ["addressHouse", 10, !!opts.house],
    ["city", 40, true],
  ];
  for (const [f, max, required] of fields) {
    const v = str(a[f]);
    if (!v?.trim()) {
      if (required) err(f, T.required);
    } else if (v.length > max) err(f, T.tooLong(max));
  }
  const country = opts.deu ? "DEU" : str(a.country);
  if (!country || !/^[A-Z]{3}$/.test(country)) err("country", T.country);
  const pc = str(a.postalCode) ?? "";
  if (
    country === "DEU"
      ? !/^\d{5}$/.test(pc) || (opts.unknown ?? []).includes(pc)
      : !/^[0-9A-Za-z]+([ -]?[0-9A-Za-z]+)*$/.test(pc)
  )
    err("postalCode", T.postalCode);
  return out;
}

function grams(w: unknown): number | null {
  if (!isObj(w) || typeof w.value !== "number") return null;
  return w.uom === "kg" ? w.value * 1000 : w.uom === "g" ? w.value : null;
}

export async function startDhlServer(opts: DhlServerOptions = {}): Promise<DhlServer> {
  const apiKey = opts.apiKey ?? "dhl-test-key";
  const user = opts.user ?? "user-valid";
  const password = opts.password ?? "SandboxPasswort2023!";
  const billingNumber = opts.billingNumber ?? "33333333330101";
  const receivers = opts.receivers ?? ["deu"];
  const unknown = opts.unknownPostalCodes ?? [];
  const records: DhlShipmentRecord[] = [];
  let failures: { status: number; n: number } | null = null;
  let seq = 0;
  const expectedAuth = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

  const outboundNo = () => `00340434${String(161094000000 + ++seq).padStart(12, "0")}`;
  const returnNo = () => `9999${String(10000000 + ++seq).padStart(8, "0")}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://dhl.local");
    const lang: Lang = /^de/i.test(String(req.headers["accept-language"] ?? "")) ? "de" : "en";
    if (req.method === "GET" && (url.pathname === `${SHIPPING_PATH}/` || url.pathname === SHIPPING_PATH))
      return json(res, 200, {
        amp: { name: "pp-parcel-shipping-native", version: "v2.1.14", env: "local" },
        backend: { version: "v2.1.14", env: "local" },
      });
    if (failures && failures.n > 0) {
      const status = failures.status;
      failures.n--;
      return problem(res, status, requestStatus(status, "Simulated failure"));
    }
    if (req.headers["dhl-api-key"] !== apiKey || req.headers.authorization !== expectedAuth)
      return problem(
        res,
        401,
        requestStatus(
          401,
          "Unauthorized - the request lacks the required headers or the credentials are wrong.",
        ),
      );

    if (url.pathname === `${SHIPPING_PATH}/orders` && req.method === "POST") {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return problem(res, 400, { status: requestStatus(400, "Invalid JSON") });
      }
      if (!isObj(body) || typeof body.profile !== "string" || !Array.isArray(body.shipments))
        return problem(res, 400, { status: requestStatus(400, "profile and shipments are required") });
      const shipments = body.shipments as unknown[];
      if (shipments.length < 1 || shipments.length > 30)
        return problem(res, 400, { status: requestStatus(400, "1 to 30 shipments per request") });
      const items: Obj[] = [];
      for (const s of shipments) {
        const msgs: Msg[] = [];
        const sh = isObj(s) ? s : {};
        const err = (property: string, m: { de: string; en: string }) =>
          msgs.push({ property, validationMessage: m[lang], validationState: "Error" });
        const product = str(sh.product);
        if (!product || !["V01PAK", "V53WPAK", "V54EPAK", "V62KP", "V66WPI"].includes(product))
          err("product", T.product);
        const billing = str(sh.billingNumber) ?? "";
        if (
          !/^\w{10}\d{2}\w{2}$/.test(billing) ||
          (product && billing.slice(10, 12) !== product.slice(1, 3)) ||
          billing !== billingNumber
        )
          err("billingNumber", T.billing);
        const refNo = str(sh.refNo);
        if (refNo !== undefined && (refNo.length < 8 || refNo.length > 35)) err("refNo", T.refNo);
        msgs.push(...checkAddress(sh.shipper, "shipper", lang));
        msgs.push(...checkAddress(sh.consignee, "consignee", lang, { unknown }));
        const g = isObj(sh.details) ? grams(sh.details.weight) : null;
        if (g === null) err("details.weight", T.required);
        else if (g <= 0 || g > 31_500) err("details.weight", T.weight);
        if (msgs.length) {
          items.push({ sstatus: requestStatus(400, T.failed[lang]), validationMessages: msgs });
          continue;
        }
        const shipmentNo = outboundNo();
        const consignee = sh.consignee as Obj;
        const shipper = sh.shipper as Obj;
        records.push({
          shipmentNo,
          kind: "outbound",
          refNo: refNo ?? "",
          name: String(consignee.name1),
          postalCode: String(consignee.postalCode),
          weightGrams: g!,
          deleted: false,
        });
        const pdf = await labelPdf([
          `Sendungsnummer ${shipmentNo}`,
          `Referenz ${refNo ?? ""}`,
          "",
          `Von: ${shipper.name1}, ${shipper.addressStreet} ${str(shipper.addressHouse) ?? ""}, ${shipper.postalCode} ${shipper.city}`,
          "",
          "An:",
          String(consignee.name1),
          `${consignee.addressStreet} ${str(consignee.addressHouse) ?? ""}`.trim(),
          `${consignee.postalCode} ${consignee.city}`,
          `${(g! / 1000).toFixed(1)} kg`,
        ]);
        items.push({
          shipmentNo,
          routingCode: `${consignee.postalCode}+99000943058020`,
          sstatus: requestStatus(200),
          label: { b64: pdf.toString("base64"), fileFormat: "PDF", printFormat: "910-300-700" },
        });
      }
      const failed = items.filter((i) => "validationMessages" in i).length;
      if (shipments.length === 1)
        return failed
          ? problem(res, 400, { status: requestStatus(400, T.failed[lang]), items })
          : json(res, 200, { status: requestStatus(200), items });
      return json(res, 207, { status: { title: "Multistatus", statusCode: 207, status: 207 }, items });
    }

    if (url.pathname === `${SHIPPING_PATH}/orders` && req.method === "DELETE") {
      const profile = url.searchParams.get("profile");
      const numbers = url.searchParams.getAll("shipment");
      if (!profile || numbers.length === 0)
        return problem(res, 400, { status: requestStatus(400, "profile and shipment are required") });
      const items = numbers.map((n) => {
        const r = records.find((x) => x.shipmentNo === n && x.kind === "outbound" && !x.deleted);
        if (!r) return { shipmentNo: n, sstatus: requestStatus(400, T.unknownShipment[lang]) };
        r.deleted = true;
        return { shipmentNo: n, sstatus: requestStatus(200) };
      });
      if (numbers.length === 1) {
        const bad = items[0]!.sstatus.status !== 200;
        return bad
          ? problem(res, 400, { status: requestStatus(400, T.unknownShipment[lang]), items })
          : json(res, 200, { status: requestStatus(200), items });
      }
      return json(res, 207, { status: { title: "Multistatus", statusCode: 207, status: 207 }, items });
    }

    if (url.pathname === `${RETURNS_PATH}/orders` && req.method === "POST") {
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return problem(res, 400, requestStatus(400, "Bad Request - malformed JSON."));
      }
      if (!isObj(body)) return problem(res, 400, requestStatus(400, "Bad Request - malformed JSON."));
      const receiverId = str(body.receiverId);
      if (!receiverId || !receivers.includes(receiverId))
        return problem(res, 422, requestStatus(422, `Unknown receiverId ${receiverId ?? ""}`.trim()));
      const msgs = checkAddress(body.shipper, "shipper", lang, {
        house: true,
        deu: receiverId === "deu",
        unknown,
      });
      const g = grams(body.itemWeight);
      if (g !== null && (g <= 0 || g > 31_500))
        msgs.push({ property: "itemWeight", validationMessage: T.weight[lang], validationState: "Error" });
      if (msgs.length)
        return problem(
          res,
          400,
          requestStatus(
            400,
            msgs
              .map((m) => `${m.property}: ${m.validationMessage}`)
              .join(" ")
              .slice(0, 80),
          ),
        );
      const shipper = body.shipper as Obj;
      const shipmentNo = returnNo();
      records.push({
        shipmentNo,
        kind: "return",
        refNo: str(body.customerReference) ?? "",
        name: String(shipper.name1),
        postalCode: String(shipper.postalCode),
        weightGrams: g ?? 0,
        deleted: false,
      });
      const pdf = await labelPdf([
        "DHL Retoure",
        `Sendungsnummer ${shipmentNo}`,
        `Referenz ${str(body.customerReference) ?? ""}`,
        "",
        `Von: ${shipper.name1}, ${shipper.addressStreet} ${shipper.addressHouse}, ${shipper.postalCode} ${shipper.city}`,
        `An: Retourenempfänger ${receiverId}`,
      ]);
      return json(res, 201, {
        sstatus: requestStatus(201, "Created"),
        shipmentNo,
        label: { b64: pdf.toString("base64") },
        routingCode: "40327653113+99000933090010",
      });
    }

    return problem(res, 404, requestStatus(404, "Not Found"));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) problem(res, 500, requestStatus(500, (err as Error).message));
      else res.end();
    });
  });
  // Idle connections stay open longer than a client keeps them (as DHL's gateway does): Node's default of
  // 5 s would close a socket just as the client reuses it, a reset no real DHL answer gives.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    user,
    password,
    billingNumber,
    shipments: () => records.map((r) => ({ ...r })),
    failNext(status, n = 1) {
      failures = { status, n };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
