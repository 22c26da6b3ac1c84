// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { AUTH_REDIRECT_KEY, rememberRedirect, safePath, takeRedirect } from "./auth-redirect";

/**
 * Every way found (#29) to make a path that starts with "/" lead to another host: the URL parser drops
 * tab, LF and CR anywhere and reads "\" as "/"; dot segments can leave "//" in front.
 */
const OPEN_REDIRECTS = [
  "//evil.example",
  "https://evil.example",
  "/\\evil.example",
  "/\t/evil.example/phish",
  "/\n/evil.example/phish",
  "/\r\n/evil.example/phish",
  "/\r/evil.example",
  "/\t\\evil.example",
  "/\\\tevil.example",
  "/./\t/evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/\u0000/evil.example",
  "javascript:alert(1)",
  " /account",
];

describe("auth_redirect", () => {
  beforeEach(() => localStorage.clear());

  it("returns the saved route once, then /", () => {
    rememberRedirect("/account?tab=orders");
    expect(localStorage.getItem(AUTH_REDIRECT_KEY)).toBe("/account?tab=orders");
    expect(takeRedirect()).toBe("/account?tab=orders");
    expect(localStorage.getItem(AUTH_REDIRECT_KEY)).toBeNull();
    expect(takeRedirect()).toBe("/");
    expect(takeRedirect("en")).toBe("/en");
  });

  it("keeps our own routes with query and hash", () => {
    expect(safePath("/en/account?tab=spots#x")).toBe("/en/account?tab=spots#x");
    expect(safePath("/scan/ergebnis?light=low")).toBe("/scan/ergebnis?light=low");
    expect(safePath("/shop/monstera", "https://shop.example")).toBe("/shop/monstera");
  });

  it.each(OPEN_REDIRECTS)("never leads off the site: %j", (bad) => {
    expect(safePath(bad)).toBeNull();
    expect(safePath(bad, "https://shop.example")).toBeNull();
    // Whatever it would give back must stay on the origin when the browser resolves it.
    const kept = safePath(bad);
    if (kept) expect(new URL(kept, "https://shop.example").origin).toBe("https://shop.example");
  });

  it("never back to /auth, never a planted value from storage", () => {
    for (const bad of ["/auth", "/en/auth", "/auth/callback"]) expect(safePath(bad)).toBeNull();
    for (const bad of OPEN_REDIRECTS) {
      localStorage.setItem(AUTH_REDIRECT_KEY, bad);
      expect(takeRedirect()).toBe("/");
      rememberRedirect(bad);
      expect(localStorage.getItem(AUTH_REDIRECT_KEY)).toBeNull();
    }
  });

  it("refuses what is too long instead of cutting it", () => {
    expect(safePath(`/shop?q=${"a".repeat(600)}`)).toBeNull();
  });
});
