import { describe, expect, it } from "vitest";
import { cookiePolicy } from "../../../content/legal";
import { sampleShopFacts } from "../../../content/legal/sample-facts";
import { COOKIE_POLICY_VERSION, LEGAL_TEXTS_DATE } from "../../../domain/shop/shop-facts";
import { AUTH_REDIRECT_KEY } from "../auth/auth-redirect";
import { CART_KEY } from "../cart/cart-store";
import { SAVED_KEY } from "../catalog/saved-plants";
import { ATTEMPT_KEY } from "../checkout/checkout-attempt";
import { SKIP_TUTORIAL_KEY } from "../finder/tutorial-state";
import { VIEW_MODE_KEY } from "../finder/view-mode";
import { DOMAIN_KEY, KEY_DATABASE, TOKEN_KEY, VERIFIED_KEY } from "../shopify/credentials";
import { CONSENT_KEY, CONSENT_VERSION_KEY, FUNCTIONAL_KEYS, PREFERENCES_KEY } from "./consent-store";

const policy = cookiePolicy(sampleShopFacts());

/** The list items under the h3 heading `heading` of the overview, keyed by entry name. */
function entriesUnder(heading: string): Map<string, string> {
  const blocks = policy.sections.find((s) => s.id === "uebersicht")!.blocks;
  const at = blocks.findIndex((b) => "h3" in b && b.h3 === heading);
  const list = blocks.slice(at + 1).find((b) => "list" in b || "h3" in b);
  if (at < 0 || !list || !("list" in list)) return new Map();
  return new Map(list.list.map((item) => [item.split(" – ")[0]!, item]));
}

describe("cookie policy (content/legal/cookies.ts) and the code agree", () => {
  const necessary = entriesUnder("Notwendig");
  const functional = entriesUnder("Funktional (nur mit Einwilligung)");

  it.each([
    CART_KEY,
    ATTEMPT_KEY,
    SAVED_KEY,
    CONSENT_KEY,
    PREFERENCES_KEY,
    CONSENT_VERSION_KEY,
    AUTH_REDIRECT_KEY,
    DOMAIN_KEY,
    TOKEN_KEY,
    KEY_DATABASE,
    VERIFIED_KEY,
    "better-auth.session_token",
  ])("lists %s as necessary", (key) => {
    expect(necessary.has(key)).toBe(true);
    expect(necessary.get(key)).toContain("– notwendig –");
  });

  it("lists the functional entries, and says what holds without consent", () => {
    expect([...FUNCTIONAL_KEYS].sort()).toEqual([SKIP_TUTORIAL_KEY, VIEW_MODE_KEY].sort());
    expect([...functional.keys()].sort()).toEqual([...FUNCTIONAL_KEYS].sort());
    for (const item of functional.values())
      expect(item).toContain("ohne Einwilligung nur, solange die Seite geöffnet ist");
  });

  it("names the policy version a consent refers to, and the one date of all legal texts", () => {
    expect(JSON.stringify(policy)).toContain(`(${COOKIE_POLICY_VERSION})`);
    expect(policy.dated).toBe(`Stand: ${LEGAL_TEXTS_DATE}`);
    expect(LEGAL_TEXTS_DATE).toBe("November 2026");
  });
});
