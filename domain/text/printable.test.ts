import { describe, expect, it } from "vitest";
import { fontRuns, isPrintable, printFont, unprintableCharacters, unprintableMessage } from "./printable";

describe("what the invoice prints (#29)", () => {
  it.each([
    "Anna Müller",
    "Łukasz Wiśniewski",
    "Şahin Çelik",
    "Nguyễn Văn Thành",
    "Ἀλέξανδρος Παπαδόπουλος",
    "Дмитрий Шостакович",
    "Ґалина Їжак",
    "李小龙",
    "山田 花子",
    "やまだ タロウ",
    "Straße 5a, 3. OG · c/o Müller – Hinterhaus",
  ])("prints %s", (text) => {
    expect(isPrintable(text)).toBe(true);
  });

  it.each([
    ["emoji", "Anna 🌿", ["🌿"]],
    ["emoji with a skin tone", "👍🏽", ["👍", "🏽"]],
    ["Arabic (right to left, unshaped)", "محمد", ["م", "ح", "د"]],
    ["Hebrew", "דוד", ["ד", "ו"]],
    ["Korean (not in the CJK font)", "김민준", ["김", "민", "준"]],
    ["Thai", "สมชาย", ["ส", "ม", "ช", "า", "ย"]],
    ["Devanagari", "राम", ["र", "ा", "म"]],
    ["a zero-width joiner", "An\u200dna", ["\u200d"]],
  ])("refuses %s", (_what, text, chars) => {
    expect(isPrintable(text)).toBe(false);
    expect(unprintableCharacters(text)).toEqual(chars);
    expect(unprintableMessage(text)).toMatch(/^Diese Zeichen können wir auf der Rechnung nicht drucken: „/);
  });

  it("names at most five characters, invisible ones by code point", () => {
    expect(unprintableMessage("An\u200dna")).toContain("„U+200D“");
    expect(unprintableMessage("🌿🌵🌴🌳🌲🍀")?.match(/„/g)).toHaveLength(5);
  });

  it("picks the CJK font only where Inter has no glyph", () => {
    expect(printFont("A".codePointAt(0) as number)).toBe("text");
    expect(printFont("李".codePointAt(0) as number)).toBe("cjk");
    expect(fontRuns("Bruce 李小龙 Lee")).toEqual([
      { font: "text", text: "Bruce " },
      { font: "cjk", text: "李小龙 " },
      { font: "text", text: "Lee" },
    ]);
  });
});
