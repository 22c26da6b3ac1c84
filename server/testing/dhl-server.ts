import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import PDFDocument from "pdfkit";
import { RETURNS_PATH, SHIPPING_PATH } from "../shipping/dhl-client";

/**
 * A local stand-in for the part of DHL's Parcel DE APIs the packing table uses (#34), which this
 * machine cannot reach. It answers in the shapes of DHL's recorded answers (server/shipping/fixtures/,
 * checked by server/shipping/dhl-client.test.ts) and refuses what the OpenAPI descriptions refuse
 * (parcel-de-shipping-v2 2.1.x, parcel-de-returns 1.0.x). DHL answers in English, as recorded:
 * - `GET /parcel/de/shipping/v2/` — version info, no auth
 * - `POST /parcel/de/shipping/v2/orders` — ShipmentOrderRequest → 200 { status: { title, statusCode,
 *   detail: "1 of 1 shipment successfully created." }, items: [{ shipmentNo, sstatus, label }] }, with
 *   `validationMessages` of state "Warning" when the address check doubts (no house number);
 *   a request the schema refuses (a length, a required field, a country not alpha-3, an e-mail over
 *   80 characters) → 400 { status: { detail: "Your request contained technical errors as listed
 *   below." }, items: [{ propertyPath, message }] }; a shipment the address check refuses (a postcode
 *   DHL cannot route) → 400 { status: { detail: "0 of 1 shipment successfully created." }, items: [{
 *   sstatus, validationMessages: [{ property, validationMessage, validationState: "Warning" }] }] };
 *   several shipments → 207 "Multi-Status"
 * - `DELETE /parcel/de/shipping/v2/orders?profile=…&shipment=…` — 200, or for a number it does not know
 *   (or already deleted) 400 with the item's sstatus { title: "UnknownShipmentNumber", statusCode: 204,
 *   detail: "Unknown shipment number." }
 * - `POST /parcel/de/shipping/returns/v1/orders` — ReturnOrder → 201 ReturnOrderConfirmation
 *   ({ sstatus, shipmentNo, label: { b64 }, routingCode }); errors as { title, status, detail }
 * Every call but the version needs the `dhl-api-key` header and basic auth; else 401.
 * The labels are real PDFs (pdfkit) naming the shipment number, so a downloaded label can be read.
 */

export interface DhlShipmentRecord {
  shipmentNo: string;
  kind: "outbound" | "return";
  refNo: string;
  name: string;
  /** name1, name2, name3 as sent. */
  names: string[];
  /** The e-mail sent with the receiver (outbound: consignee; return: the customer as shipper), if any. */
  email: string | null;
  postalCode: string;
  /** The consignee as sent (outbound only): a ContactAddress, a Locker or a PostOffice. */
  consignee?: Record<string, unknown>;
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
   * there is refused by the address check, as recorded ("The city entered does not match the postcode.
   * The shipment is not codeable.").
   */
  unknownPostalCodes?: string[];
}

const MAX_BODY = 1 << 20;

/** DHL's messages, as recorded where DHL's partner SDK recorded them (the others in their style). */
const M = {
  notCodeable: "The city entered does not match the postcode. The shipment is not codeable.",
  houseNotFound: "The house number entered could not be found.",
  country:
    "Parameter country must be a valid country code consisting of three characters according to ISO 3166-1 alpha-3.",
  required: (f: string) => `Parameter ${f} must not be empty.`,
  tooLong: (f: string, n: number) => `Parameter ${f} must not be longer than ${n} characters.`,
  tooShort: (f: string, n: number) => `Parameter ${f} must be at least ${n} characters long.`,
  weight: "The weight exceeds the maximum weight of the product.",
  billing: "The billing number is invalid or does not match the product.",
  product: "Parameter product must be one of V01PAK, V53WPAK, V54EPAK, V62KP, V66WPI.",
  unknownShipment: "Unknown shipment number.",
  returnsPostalCode: "Postal code is invalid. Please use 99999 format.",
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
  207: "Multi-Status",
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  422: "Unprocessable Entity",
  500: "Internal Server Error",
  503: "Service Unavailable",
};
/** The Shipping API's status object (`statusCode`), as in its recorded answers. */
const shippingStatus = (status: number, detail?: string) => ({
  title: TITLES[status] ?? "Error",
  statusCode: status,
  ...(detail ? { detail } : {}),
});
/** An RFC 7807 problem as the Returns API and DHL's gateway (401) answer it (`status`). */
const problemStatus = (status: number, detail: string) => ({
  title: TITLES[status] ?? "Error",
  status,
  detail,
});
const counted = (n: number, of: number, verb: string) =>
  `${n} of ${of} shipment${of === 1 ? "" : "s"} successfully ${verb}.`;

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

/** A schema complaint: the field's path in the request, DHL's message. */
interface SchemaError {
  propertyPath: string;
  message: string;
}
interface Msg {
  property: string;
  validationMessage: string;
  validationState: "Warning" | "Error";
}

/** ContactAddress / Shipper as the schema states them: lengths, required fields, alpha-3, e-mail 3–80. */
function schemaOfAddress(
  a: unknown,
  path: string,
  opts: { house?: boolean; noCountry?: boolean } = {},
): SchemaError[] {
  const out: SchemaError[] = [];
  const err = (f: string, message: string) => out.push({ propertyPath: `${path}.${f}`, message });
  if (!isObj(a)) {
    err("name1", M.required("name1"));
    return out;
  }
  const fields: [string, number, boolean][] = [
    ["name1", 50, true],
    ["name2", 50, false],
    ["name3", 50, false],
    ["addressStreet", 50, true],
    ["addressHouse", 10, !!opts.house],
    ["additionalAddressInformation1", 60, false],
    ["additionalAddressInformation2", 60, false],
    ["city", 40, true],
    ["postalCode", 10, true],
  ];
  for (const [f, max, required] of fields) {
    const v = a[f];
    if (v === undefined || v === null || (typeof v === "string" && !v.trim())) {
      if (required || (typeof v === "string" && v !== undefined)) err(f, M.required(f));
    } else if (typeof v !== "string" || v.length > max) err(f, M.tooLong(f, max));
  }
  if (a.email !== undefined) {
    const e = str(a.email) ?? "";
    if (e.length > 80) err("email", M.tooLong("email", 80));
    else if (e.length < 3) err("email", M.tooShort("email", 3));
  }
  if (!opts.noCountry && !/^[A-Z]{3}$/.test(str(a.country) ?? "")) err("country", M.country);
  return out;
}

const LOCKER_FIELDS = new Set(["name", "lockerID", "postNumber", "city", "country", "postalCode"]);
const POST_OFFICE_FIELDS = new Set([
  "name",
  "retailID",
  "postNumber",
  "email",
  "city",
  "country",
  "postalCode",
]);
const POSTAL_CODE = /^[0-9A-Za-z]+([ -]?[0-9A-Za-z]+)*$/;

/**
 * A consignee at a pick-up point (#43 §4), as the OpenAPI description's `Locker` and `PostOffice` state
 * them: `name` 1–50; `lockerID` an integer 100–999 or `retailID` 401–999; `postNumber` ^[0-9]{6,10}$
 * (a PostOffice may take an e-mail instead); `city` up to 40 (Locker) or 80 (PostOffice); `postalCode`
 * 3–10 of the pattern; a country only alpha-3 and, both being German only, only DEU. `Consignee` is a
 * oneOf: a street, an address line or name1 beside the number matches none of its shapes.
 */
function schemaOfPickup(a: Obj, path: string): SchemaError[] {
  const out: SchemaError[] = [];
  const err = (f: string, message: string) => out.push({ propertyPath: `${path}.${f}`, message });
  const locker = "lockerID" in a;
  const [idField, min, cityMax, allowed] = locker
    ? (["lockerID", 100, 40, LOCKER_FIELDS] as const)
    : (["retailID", 401, 80, POST_OFFICE_FIELDS] as const);
  for (const key of Object.keys(a))
    if (!allowed.has(key))
      err(key, `Parameter ${key} is not allowed for ${locker ? "Locker" : "PostOffice"}.`);
  const name = str(a.name);
  if (!name?.trim()) err("name", M.required("name"));
  else if (name.length > 50) err("name", M.tooLong("name", 50));
  const id = a[idField];
  if (typeof id !== "number" || !Number.isInteger(id) || id < min || id > 999)
    err(idField, `Parameter ${idField} must be an integer between ${min} and 999.`);
  const postNumber = a.postNumber;
  if (postNumber === undefined && !(locker === false && str(a.email)))
    err("postNumber", M.required("postNumber"));
  else if (postNumber !== undefined && !/^[0-9]{6,10}$/.test(str(postNumber) ?? ""))
    err("postNumber", "Parameter postNumber must match ^[0-9]{6,10}$.");
  const city = str(a.city);
  if (a.city === undefined) err("city", M.required("city"));
  else if (city === undefined || city.length > cityMax) err("city", M.tooLong("city", cityMax));
  const pc = str(a.postalCode) ?? "";
  if (!pc) err("postalCode", M.required("postalCode"));
  else if (pc.length < 3 || pc.length > 10 || !POSTAL_CODE.test(pc))
    err(
      "postalCode",
      "Parameter postalCode must be 3 to 10 characters of ^[0-9A-Za-z]+([ -]?[0-9A-Za-z]+)*$.",
    );
  if (a.country !== undefined && a.country !== "DEU")
    err(
      "country",
      `Parameter country must be DEU: ${locker ? "Packstations" : "post offices"} exist only in Germany.`,
    );
  return out;
}

/** The consignee, whichever of the oneOf's shapes it takes. */
function schemaOfConsignee(a: unknown, path: string): SchemaError[] {
  if (isObj(a) && ("lockerID" in a || "retailID" in a)) return schemaOfPickup(a, path);
  return schemaOfAddress(a, path);
}

/** DHL's address check: a German postcode it cannot route; a street without a house number. */
function addressCheck(
  a: Obj,
  property: string,
  unknown: readonly string[],
): { fatal: Msg[]; warnings: Msg[] } {
  const fatal: Msg[] = [];
  const warnings: Msg[] = [];
  const pc = str(a.postalCode) ?? "";
  if ((a.country === "DEU" || a.country === undefined) && (!/^\d{5}$/.test(pc) || unknown.includes(pc)))
    fatal.push({ property, validationMessage: M.notCodeable, validationState: "Warning" });
  // A pick-up point has no street: it is found by its number.
  if ("lockerID" in a || "retailID" in a) return { fatal, warnings };
  if (!str(a.addressHouse)?.trim() && !/\d/.test(str(a.addressStreet) ?? ""))
    warnings.push({ property, validationMessage: M.houseNotFound, validationState: "Warning" });
  return { fatal, warnings };
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
    if (req.method === "GET" && (url.pathname === `${SHIPPING_PATH}/` || url.pathname === SHIPPING_PATH))
      return json(res, 200, {
        amp: { name: "pp-parcel-shipping-native", version: "v2.1.14", env: "local" },
        backend: { version: "v2.1.14", env: "local" },
      });
    if (failures && failures.n > 0) {
      const status = failures.status;
      failures.n--;
      return problem(res, status, problemStatus(status, "Simulated failure"));
    }
    if (req.headers["dhl-api-key"] !== apiKey || req.headers.authorization !== expectedAuth)
      return problem(res, 401, problemStatus(401, "Unauthorized for given resource."));

    if (url.pathname === `${SHIPPING_PATH}/orders` && req.method === "POST") {
      const technical = (items: SchemaError[]) =>
        problem(res, 400, {
          status: shippingStatus(400, "Your request contained technical errors as listed below."),
          items,
        });
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return technical([{ propertyPath: "", message: "Malformed JSON." }]);
      }
      if (!isObj(body) || typeof body.profile !== "string" || !Array.isArray(body.shipments))
        return technical([{ propertyPath: "shipments", message: M.required("shipments") }]);
      const shipments = body.shipments as unknown[];
      if (shipments.length < 1 || shipments.length > 30)
        return technical([
          { propertyPath: "shipments", message: "Parameter shipments must hold 1 to 30 shipments." },
        ]);
      // The schema first, for the whole request: any complaint refuses all of it.
      const schema: SchemaError[] = [];
      shipments.forEach((s, i) => {
        const sh = isObj(s) ? s : {};
        const path = `shipments[${i}]`;
        const product = str(sh.product);
        if (!product || !["V01PAK", "V53WPAK", "V54EPAK", "V62KP", "V66WPI"].includes(product))
          schema.push({ propertyPath: `${path}.product`, message: M.product });
        const refNo = str(sh.refNo);
        if (refNo !== undefined && (refNo.length < 8 || refNo.length > 35))
          schema.push({
            propertyPath: `${path}.refNo`,
            message: "Parameter refNo must be 8 to 35 characters long.",
          });
        schema.push(...schemaOfAddress(sh.shipper, `${path}.shipper`));
        schema.push(...schemaOfConsignee(sh.consignee, `${path}.consignee`));
        if ((isObj(sh.details) ? grams(sh.details.weight) : null) === null)
          schema.push({ propertyPath: `${path}.details.weight`, message: M.required("weight") });
      });
      if (schema.length) return technical(schema);

      const items: Obj[] = [];
      for (const s of shipments as Obj[]) {
        const product = str(s.product)!;
        const billing = str(s.billingNumber) ?? "";
        const fatal: Msg[] = [];
        if (
          !/^\w{10}\d{2}\w{2}$/.test(billing) ||
          billing.slice(10, 12) !== product.slice(1, 3) ||
          billing !== billingNumber
        )
          fatal.push({ property: "billingNumber", validationMessage: M.billing, validationState: "Error" });
        const g = grams((s.details as Obj).weight)!;
        if (g <= 0 || g > 31_500)
          fatal.push({ property: "details.weight", validationMessage: M.weight, validationState: "Error" });
        const consignee = s.consignee as Obj;
        const shipper = s.shipper as Obj;
        const fromCheck = addressCheck(shipper, "shipper", []);
        const toCheck = addressCheck(consignee, "consignee", unknown);
        fatal.push(...fromCheck.fatal, ...toCheck.fatal);
        if (fatal.length) {
          // DHL's address check refuses with messages it marks "Warning" (as recorded), no detail.
          items.push({ sstatus: shippingStatus(400), validationMessages: fatal });
          continue;
        }
        const warnings = [...fromCheck.warnings, ...toCheck.warnings];
        const shipmentNo = outboundNo();
        const refNo = str(s.refNo) ?? "";
        records.push({
          shipmentNo,
          kind: "outbound",
          refNo,
          name: String(consignee.name1 ?? consignee.name),
          names: [consignee.name1 ?? consignee.name, consignee.name2, consignee.name3].filter(
            (n) => typeof n === "string",
          ),
          email: str(consignee.email) ?? null,
          postalCode: String(consignee.postalCode),
          consignee: { ...consignee },
          weightGrams: g,
          deleted: false,
        });
        const pdf = await labelPdf([
          `Sendungsnummer ${shipmentNo}`,
          `Referenz ${refNo}`,
          "",
          `Von: ${shipper.name1}, ${shipper.addressStreet} ${str(shipper.addressHouse) ?? ""}, ${shipper.postalCode} ${shipper.city}`,
          "",
          "An:",
          ...[consignee.name1 ?? consignee.name, consignee.name2, consignee.name3].filter(
            (n) => typeof n === "string",
          ),
          ...("lockerID" in consignee || "retailID" in consignee
            ? [
                `Postnummer ${consignee.postNumber}`,
                "lockerID" in consignee
                  ? `Packstation ${consignee.lockerID}`
                  : `Postfiliale ${consignee.retailID}`,
              ]
            : [
                `${consignee.addressStreet} ${str(consignee.addressHouse) ?? ""}`.trim(),
                ...[consignee.additionalAddressInformation1].filter((n) => typeof n === "string"),
              ]),
          `${consignee.postalCode} ${consignee.city}`,
          `${(g / 1000).toFixed(1)} kg`,
        ]);
        items.push({
          shipmentNo,
          sstatus: shippingStatus(200),
          label: { b64: pdf.toString("base64"), fileFormat: "PDF", printFormat: "910-300-710" },
          ...(warnings.length ? { validationMessages: warnings } : {}),
        });
      }
      const created = items.filter((i) => "shipmentNo" in i).length;
      const detail = counted(created, shipments.length, "created");
      if (shipments.length === 1)
        return created
          ? json(res, 200, { status: shippingStatus(200, detail), items })
          : problem(res, 400, { status: shippingStatus(400, detail), items });
      return json(res, 207, { status: shippingStatus(207, detail), items });
    }

    if (url.pathname === `${SHIPPING_PATH}/orders` && req.method === "DELETE") {
      const profile = url.searchParams.get("profile");
      const numbers = url.searchParams.getAll("shipment");
      if (!profile || numbers.length === 0)
        return problem(res, 400, {
          status: shippingStatus(400, "Your request contained technical errors as listed below."),
          items: [
            {
              propertyPath: profile ? "shipment" : "profile",
              message: M.required(profile ? "shipment" : "profile"),
            },
          ],
        });
      const items = numbers.map((n) => {
        const r = records.find((x) => x.shipmentNo === n && x.kind === "outbound" && !x.deleted);
        if (!r)
          return {
            shipmentNo: n,
            sstatus: { title: "UnknownShipmentNumber", statusCode: 204, detail: M.unknownShipment },
          };
        r.deleted = true;
        return { shipmentNo: n, sstatus: shippingStatus(200) };
      });
      const cancelled = items.filter((i) => i.sstatus.statusCode === 200).length;
      const detail = counted(cancelled, numbers.length, "canceled");
      if (numbers.length === 1)
        return cancelled
          ? json(res, 200, { status: shippingStatus(200, detail), items })
          : problem(res, 400, { status: shippingStatus(400, detail), items });
      return json(res, 207, { status: shippingStatus(207, detail), items });
    }

    if (url.pathname === `${RETURNS_PATH}/orders` && req.method === "POST") {
      const bad = (detail: string) => problem(res, 400, problemStatus(400, detail));
      let body: unknown;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return bad("Bad Request - malformed JSON.");
      }
      if (!isObj(body)) return bad("Bad Request - malformed JSON.");
      const receiverId = str(body.receiverId);
      if (!receiverId || !receivers.includes(receiverId))
        return problem(res, 422, problemStatus(422, `Unknown receiverId ${receiverId ?? ""}`.trim()));
      // The Returns API's shipper has no country (the receiver's decides) and needs a house number.
      const errors = schemaOfAddress(body.shipper, "shipper", { house: true, noCountry: true });
      if (errors.length) return bad(errors[0]!.message);
      const shipper = body.shipper as Obj;
      const pc = str(shipper.postalCode) ?? "";
      if (receiverId === "deu" && (!/^\d{5}$/.test(pc) || unknown.includes(pc)))
        return bad(M.returnsPostalCode);
      const g = grams(body.itemWeight);
      if (g !== null && (g <= 0 || g > 31_500)) return bad(M.weight);
      const shipmentNo = returnNo();
      records.push({
        shipmentNo,
        kind: "return",
        refNo: str(body.customerReference) ?? "",
        name: String(shipper.name1),
        names: [shipper.name1, shipper.name2, shipper.name3].filter((n) => typeof n === "string"),
        email: str(shipper.email) ?? null,
        postalCode: pc,
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
        sstatus: problemStatus(201, "Created"),
        shipmentNo,
        label: { b64: pdf.toString("base64") },
        routingCode: "40327653113+99000933090010",
      });
    }

    return problem(res, 404, problemStatus(404, "Not Found"));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) problem(res, 500, problemStatus(500, (err as Error).message));
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
