import { describe, expect, it } from "vitest";
import { orderRefusalMessages } from "../contracts/order-messages";
import { withdrawalRefusalMessages } from "../contracts/withdrawal-messages";
import { defineRefusals, renderRefusal } from "./refusal";

type Codes = { gone: undefined; short: { left: number } };

describe("refusals as codes (#30)", () => {
  it("render per locale, with their parameters", () => {
    const texts = defineRefusals<Codes>(
      { gone: "Weg.", short: ({ left }) => `Nur noch ${left}.` },
      { gone: "Gone.", short: ({ left }) => `Only ${left} left.` },
    );
    expect(renderRefusal(texts, "de", { error: "short", params: { left: 2 } })).toBe("Nur noch 2.");
    expect(renderRefusal(texts, "en", { error: "short", params: { left: 2 } })).toBe("Only 2 left.");
    expect(renderRefusal(texts, "en", { error: "gone" })).toBe("Gone.");
  });

  it("a code without German or English text fails typecheck", () => {
    // @ts-expect-error: "short" has no German text
    defineRefusals<Codes>({ gone: "Weg." }, { gone: "Gone.", short: () => "" });
    // @ts-expect-error: "short" has no English text
    defineRefusals<Codes>({ gone: "Weg.", short: () => "" }, { gone: "Gone." });
    // @ts-expect-error: a text must take the code's parameters
    defineRefusals<Codes>({ gone: "Weg.", short: (n: number) => `${n}` }, { gone: "Gone.", short: () => "" });
    // @ts-expect-error: a code with parameters needs them
    renderRefusal(defineRefusals<Codes>({ gone: "", short: () => "" }, { gone: "", short: () => "" }), "de", {
      error: "short",
    });
  });

  it("every order and withdrawal code has a text in both languages", () => {
    for (const texts of [orderRefusalMessages, withdrawalRefusalMessages])
      for (const locale of ["de", "en"] as const)
        for (const [code, text] of Object.entries(texts[locale]))
          expect(text, `${locale} ${code}`).toBeTruthy();
  });
});
