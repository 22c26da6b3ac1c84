import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DhlServer, startDhlServer } from "../testing/dhl-server";
import { createDhlClient, type DhlAddress } from "./dhl-client";

/**
 * Our DHL client against DHL's own recorded answers (server/shipping/fixtures/, from DHL's partner SDKs):
 * staff read DHL's reason — in German where we know the message, in DHL's words otherwise — and never
 * only DHL's summary („0 of 1 shipment successfully created.“). Then the local DHL server
 * (server/testing/dhl-server.ts) is driven into the same situations and must answer in the same shapes.
 */

interface Recorded {
  origin: string;
  httpStatus: number;
  body: unknown;
}
const FIXTURES = join(import.meta.dirname, "fixtures");
const recorded = (name: string): Recorded =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), "utf8")) as Recorded;

const CONFIG = {
  apiKey: "key",
  user: "user",
  password: "pw",
  billingNumber: "33333333330101",
  profile: "STANDARD_GRUPPENPROFIL",
  returnReceiverId: "deu",
  apiBase: "https://api-sandbox.dhl.com",
};

/** A client whose every call DHL answers with the recorded answer. */
function replaying(name: string) {
  const r = recorded(name);
  const fake = (async () =>
    new Response(JSON.stringify(r.body), {
      status: r.httpStatus,
      headers: { "Content-Type": "application/json" },
    })) as typeof fetch;
  return createDhlClient(CONFIG, fake);
}
/** The same, with the body changed first (a message we do not know). */
function replayingChanged<T>(name: string, change: (body: T) => void) {
  const r = recorded(name);
  const body = structuredClone(r.body) as T;
  change(body);
  const fake = (async () => new Response(JSON.stringify(body), { status: r.httpStatus })) as typeof fetch;
  return createDhlClient(CONFIG, fake);
}

const address: DhlAddress & Record<string, unknown> = {
  name1: "Greta Grün",
  addressStreet: "Gartenweg",
  addressHouse: "3",
  postalCode: "52062",
  city: "Aachen",
  country: "DEU",
};
const outbound = { refNo: "BW-2026-000001", shipper: address, consignee: address, weightGrams: 2000 };
const back = {
  customerReference: "BW-2026-000001",
  shipmentReference: "Widerruf 1",
  shipper: address,
  weightGrams: 2000,
};

describe("the client reads DHL's recorded answers (Parcel DE Shipping API v2)", () => {
  it("every fixture names where it was recorded", () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const f of files)
      expect(recorded(f.replace(/\.json$/, "")).origin).toMatch(
        /^https:\/\/github\.com\/netresearch\/dhl-sdk-api-parcel-de(-returns)?\/blob\/[0-9a-f]{40}\//,
      );
  });

  it("200: the label, with DHL's address warnings for staff in German", async () => {
    const r = await replaying("shipping-create-200-warning").createLabel(outbound);
    expect(r).toMatchObject({
      ok: true,
      shipmentNo: "0034043333301010000010005",
      warnings: [
        "Absender: Die Hausnummer wurde nicht gefunden.",
        "Empfänger: Die Straße wurde nicht gefunden.",
      ],
    });
    expect(await replaying("shipping-create-200").createLabel(outbound)).toMatchObject({
      ok: true,
      shipmentNo: "0034043333301010000010001",
      warnings: [],
    });
  });

  it("400 from the address check: its messages are the reason, though DHL marks them „Warning“", async () => {
    expect(await replaying("shipping-create-400-validation").createLabel(outbound)).toEqual({
      ok: false,
      reason: "refused",
      messages: [
        "Absender: Die Hausnummer wurde nicht gefunden.",
        "Empfänger: Der Ort passt nicht zur Postleitzahl, DHL kann die Sendung so nicht leiten.",
      ],
    });
  });

  it("400 from the schema check: each items[].propertyPath with its message", async () => {
    expect(await replaying("shipping-create-400-schema").createLabel(outbound)).toEqual({
      ok: false,
      reason: "refused",
      messages: [
        "Absender, Land: Das Land muss als dreibuchstabiger Ländercode nach ISO 3166-1 alpha-3 angegeben sein (z. B. DEU).",
        "Empfänger, Land: Das Land muss als dreibuchstabiger Ländercode nach ISO 3166-1 alpha-3 angegeben sein (z. B. DEU).",
      ],
    });
  });

  it("a message we do not know reaches staff in DHL's own words, with the field", async () => {
    type Body = { items: { validationMessages: { validationMessage: string }[] }[] };
    const client = replayingChanged("shipping-create-400-validation", (b: Body) => {
      b.items[0]!.validationMessages[1]!.validationMessage = "The consignee is on holiday.";
    });
    const r = await client.createLabel(outbound);
    expect(r).toMatchObject({ ok: false, reason: "refused" });
    expect(r.ok === false && r.reason === "refused" && r.messages).toContain(
      "Empfänger: The consignee is on holiday.",
    );
  });

  it("207: the first shipment's outcome; a shipment failed in DHL's backend has its reason", async () => {
    expect(await replaying("shipping-create-207-partial-error").createLabel(outbound)).toMatchObject({
      ok: true,
      shipmentNo: "0034043333301010000010004",
    });
    // The second item of the same answer, alone (as if it were ours): statusCode 206 is a failure.
    const second = replayingChanged("shipping-create-207-partial-error", (b: { items: unknown[] }) => {
      b.items = [b.items[1]];
    });
    expect(await second.createLabel(outbound)).toEqual({
      ok: false,
      reason: "refused",
      messages: ["Allgemeiner Fehler im Sendungssystem von DHL (General Shipment Backend Error)."],
    });
  });

  it("cancel: 200 is done; an unknown number (400, or the item of a 207) is refused with DHL's reason", async () => {
    expect(await replaying("shipping-cancel-200").cancelLabel("0034043333301010000010001")).toEqual({
      ok: true,
    });
    const unknown = {
      ok: false,
      reason: "refused",
      messages: ["DHL kennt diese Sendungsnummer nicht (oder sie ist schon storniert)."],
    };
    expect(await replaying("shipping-cancel-400-unknown").cancelLabel("0034043333301010000010101")).toEqual(
      unknown,
    );
    expect(await replaying("shipping-cancel-207-partial").cancelLabel("0034043333301010000010102")).toEqual(
      unknown,
    );
  });

  it("never only DHL's summary", async () => {
    for (const name of [
      "shipping-create-400-validation",
      "shipping-create-400-schema",
      "shipping-cancel-400-unknown",
    ]) {
      const client = replaying(name);
      const r = name.includes("cancel") ? await client.cancelLabel("1") : await client.createLabel(outbound);
      const text = JSON.stringify(r);
      expect(text).not.toMatch(/successfully|technical errors as listed/);
    }
  });
});

describe("the client reads DHL's recorded answers (Returns API v1)", () => {
  it("201: the return label", async () => {
    expect(await replaying("returns-201").createReturnLabel(back)).toMatchObject({
      ok: true,
      shipmentNo: "999990000002",
    });
  });
  it("400: the postcode's reason in German; 401: credentials", async () => {
    expect(await replaying("returns-400-postcode").createReturnLabel(back)).toEqual({
      ok: false,
      reason: "refused",
      messages: ["Die Postleitzahl ist ungültig: sie braucht fünf Ziffern, z. B. 52062."],
    });
    expect(await replaying("returns-401-user").createReturnLabel(back)).toEqual({
      ok: false,
      reason: "unauthorized",
    });
    expect(await replaying("returns-401-app-token").createReturnLabel(back)).toEqual({
      ok: false,
      reason: "unauthorized",
    });
  });
});

/** The shape of a JSON value: its keys (sorted) and their shapes, an array's first element, a scalar's type. */
function shapeOf(v: unknown): unknown {
  if (Array.isArray(v)) return [v.length ? shapeOf(v[0]) : "empty"];
  if (v && typeof v === "object")
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, shapeOf((v as Record<string, unknown>)[k])]),
    );
  return typeof v;
}

describe("the local DHL server answers in DHL's recorded shapes", () => {
  let dhl: DhlServer;
  beforeAll(async () => {
    dhl = await startDhlServer({ unknownPostalCodes: ["52066"] });
  });
  afterAll(() => dhl.close());

  const headers = () => ({
    "dhl-api-key": dhl.apiKey,
    Authorization: `Basic ${Buffer.from(`${dhl.user}:${dhl.password}`).toString("base64")}`,
    "Content-Type": "application/json",
    "Accept-Language": "de-DE",
  });
  const post = async (path: string, body: unknown, auth = headers()) => {
    const res = await fetch(`${dhl.url}${path}`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const shipment = (consignee: Record<string, unknown>, shipper: Record<string, unknown> = address) => ({
    profile: "STANDARD_GRUPPENPROFIL",
    shipments: [
      {
        product: "V01PAK",
        billingNumber: dhl.billingNumber,
        refNo: "BW-2026-000001",
        shipper,
        consignee,
        details: { weight: { uom: "g", value: 2000 } },
      },
    ],
  });
  const same = (got: { status: number; body: unknown }, name: string) => {
    const r = recorded(name);
    expect(got.status).toBe(r.httpStatus);
    expect(shapeOf(got.body)).toEqual(shapeOf(r.body));
  };
  const ORDERS = "/parcel/de/shipping/v2/orders";

  it("create: 200; 200 with warnings (no house number); 400 address check (a postcode DHL cannot route); 400 schema", async () => {
    same(await post(ORDERS, shipment(address)), "shipping-create-200");
    const { addressHouse: _, ...noHouse } = address;
    const warned = await post(ORDERS, shipment(noHouse));
    same(warned, "shipping-create-200-warning");
    expect(JSON.stringify(warned.body)).toContain("The house number entered could not be found.");
    const unroutable = await post(ORDERS, shipment({ ...address, postalCode: "52066" }));
    same(unroutable, "shipping-create-400-validation");
    expect(JSON.stringify(unroutable.body)).toContain("does not match the postcode");
    same(
      await post(ORDERS, shipment({ ...address, country: "DE" }, { ...address, country: "DE" })),
      "shipping-create-400-schema",
    );
    const long = await post(ORDERS, shipment({ ...address, email: `${"a".repeat(75)}@example.de` }));
    same(long, "shipping-create-400-schema");
    expect(long.body).toMatchObject({ items: [{ propertyPath: "shipments[0].consignee.email" }] });
    const name = await post(ORDERS, shipment({ ...address, name1: "x".repeat(51) }));
    expect(name.body).toMatchObject({ items: [{ propertyPath: "shipments[0].consignee.name1" }] });
  });

  it("cancel: 200, and 400 for a number it does not know", async () => {
    const made = (await post(ORDERS, shipment(address))).body as { items: { shipmentNo: string }[] };
    const del = async (no: string) => {
      const res = await fetch(`${dhl.url}${ORDERS}?profile=STANDARD_GRUPPENPROFIL&shipment=${no}`, {
        method: "DELETE",
        headers: headers(),
      });
      return { status: res.status, body: await res.json() };
    };
    same(await del(made.items[0]!.shipmentNo), "shipping-cancel-200");
    same(await del(made.items[0]!.shipmentNo), "shipping-cancel-400-unknown");
  });

  it("returns: 201, 400 for a malformed postcode, 401 for wrong credentials", async () => {
    const RETURNS = "/parcel/de/shipping/returns/v1/orders?labelType=SHIPMENT_LABEL";
    const { country: _, ...shipper } = address;
    const order = (s: Record<string, unknown>) => ({
      receiverId: "deu",
      customerReference: "BW-2026-000001",
      shipper: s,
      itemWeight: { uom: "g", value: 2000 },
    });
    same(await post(RETURNS, order(shipper)), "returns-201");
    const bad = await post(RETURNS, order({ ...shipper, postalCode: "5206" }));
    same(bad, "returns-400-postcode");
    expect(bad.body).toMatchObject({ detail: "Postal code is invalid. Please use 99999 format." });
    same(
      await post(RETURNS, order(shipper), { ...headers(), Authorization: "Basic eDp5" }),
      "returns-401-user",
    );
  });
});
