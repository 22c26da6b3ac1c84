import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkText, TEXT_RULE_MESSAGES as T, textRuleMessages } from "./text-rules";
import { multiLineText, singleLineText } from "./text-schemas";

const one = singleLineText({ max: 20 }, { required: "Bitte gib deinen Vornamen ein." });
const messageOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message;

describe("singleLineText (#29)", () => {
  it("keeps names of every script, trimmed and NFC", () => {
    for (const name of [
      "Anna",
      "Łukasz Wiśniewski",
      "Şahin Çelik",
      "Ἀλέξανδρος",
      "Дмитрий",
      "李小龙",
      "O'Brien-Smith",
    ])
      expect(one.parse(`  ${name} `)).toBe(name);
    expect(one.parse("Rene\u0301")).toBe("René");
  });

  it.each([
    ["CR LF and a header", "Anna\r\nBcc: evil@example.org", T.lineBreak],
    ["LF", "Anna\nBerg", T.lineBreak],
    ["tab", "Anna\tBerg", T.lineBreak],
    ["BEL", "Anna\u0007", T.lineBreak],
    ["ESC and ANSI colour", "\u001b[31mAnna\u001b[0m", T.lineBreak],
    ["NUL", "An\u0000na", T.lineBreak],
    ["DEL", "Anna\u007f", T.lineBreak],
    ["C1 NEL", "Anna\u0085Berg", T.lineBreak],
    ["line separator", "Anna\u2028Berg", T.lineBreak],
    ["paragraph separator", "Anna\u2029Berg", T.lineBreak],
    ["right-to-left override", "Anna\u202eetnarg", T.bidi],
    ["left-to-right embedding", "\u202aAnna", T.bidi],
    ["isolate", "Anna\u2066x\u2069", T.bidi],
    ["right-to-left mark", "Anna\u200f", T.bidi],
    ["left-to-right mark", "\u200eAnna", T.bidi],
    ["Arabic letter mark", "Anna\u061c", T.bidi],
    ["only zero-width spaces", "\u200b\u200b", T.invisible],
    ["only joiners and BOM", "\u200d\u200c\ufeff\u2060", T.invisible],
    ["only a Hangul filler", "\u3164", T.invisible],
    ["only blank Braille", "\u2800\u2800", T.invisible],
    ["only a combining mark", "\u0301", T.invisible],
    ["only a soft hyphen", "\u00ad", T.invisible],
    ["a lone surrogate", "Anna\ud800", T.control],
    ["too long", "A".repeat(21), T.tooLong(20)],
  ])("refuses %s", (_what, value, message) => {
    expect(messageOf(one, value)).toBe(message);
  });

  it("says what is missing in the field's own words", () => {
    expect(messageOf(one, "   ")).toBe("Bitte gib deinen Vornamen ein.");
    expect(messageOf(one, undefined)).toBe("Bitte gib deinen Vornamen ein.");
    expect(messageOf(one, 7)).toBe("Bitte gib deinen Vornamen ein.");
  });

  it('an optional field takes "" and undefined', () => {
    const optional = singleLineText({ max: 10, required: false }).optional();
    expect(optional.parse("")).toBe("");
    expect(optional.parse(undefined)).toBeUndefined();
    expect(messageOf(optional, "\u200b")).toBe(T.invisible);
  });

  it("a printable field refuses what the invoice cannot print, naming it", () => {
    const printable = singleLineText({ max: 100, printable: true });
    expect(printable.parse("李小龙")).toBe("李小龙");
    expect(messageOf(printable, "Anna 🌿")).toContain("„🌿“");
    expect(messageOf(printable, "محمد")).toContain("„م“");
    expect(messageOf(printable, "김민준")).toContain("„김“");
  });

  it("every message has an English twin", () => {
    expect(Object.keys(textRuleMessages.en)).toEqual(Object.keys(textRuleMessages.de));
  });

  it("no accepted value carries a control, bidi or line-breaking character (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (s) => {
        const r = checkText(s, { max: 100 });
        if (r.ok) {
          expect(r.value).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u);
          expect(r.value === "" || /[^\s\u200b-\u200d\ufeff]/u.test(r.value)).toBe(true);
        }
      }),
    );
  });
});

describe("multiLineText (#29)", () => {
  const text = multiLineText({ max: 200 });
  it("keeps line breaks and tabs, CR LF as LF", () => {
    expect(text.parse("Erste Zeile\r\nZweite\tZeile")).toBe("Erste Zeile\nZweite\tZeile");
  });
  it("refuses other control characters and bidi controls", () => {
    expect(messageOf(text, "Hallo\u001b[2J")).toBe(T.control);
    expect(messageOf(text, "Hallo\u0007")).toBe(T.control);
    expect(messageOf(text, "Hallo \u202egnirts")).toBe(T.bidi);
    expect(messageOf(text, "\n\u200b\n")).toBe(T.invisible);
  });
});
