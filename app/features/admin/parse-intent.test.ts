import { describe, expect, it } from "vitest";
import { z } from "../../../domain/text/zod";
import { formText, intent, parseIntent } from "./parse-intent";

const schema = z.discriminatedUnion("intent", [
  intent("link", { orderNumber: formText }),
  intent("receive", {}),
]);
const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.set(k, v);
  return f;
};

describe("parseIntent", () => {
  it("reads the intent, the version as a number and the intent's text fields (missing ones as '')", () => {
    expect(parseIntent(schema, form({ intent: "link", version: "3", orderNumber: "BW-1" }))).toEqual({
      ok: true,
      data: { intent: "link", version: 3, orderNumber: "BW-1" },
    });
    expect(parseIntent(schema, form({ intent: "link", version: "0" }))).toMatchObject({
      data: { orderNumber: "" },
    });
  });

  it("says whether the intent or the version failed", () => {
    expect(parseIntent(schema, form({ version: "1" }))).toEqual({ ok: false, failed: "intent" });
    expect(parseIntent(schema, form({ intent: "delete", version: "1" }))).toEqual({
      ok: false,
      failed: "intent",
    });
    for (const version of ["", " ", "-1", "1.5", "x", "9007199254740993"])
      expect(parseIntent(schema, form({ intent: "receive", version }))).toEqual({
        ok: false,
        failed: "version",
      });
    expect(parseIntent(schema, form({ intent: "receive" }))).toEqual({ ok: false, failed: "version" });
  });
});
