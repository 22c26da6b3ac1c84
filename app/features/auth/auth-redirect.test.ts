// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { AUTH_REDIRECT_KEY, rememberRedirect, safePath, takeRedirect } from "./auth-redirect";

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

  it("never leads off the site or back to /auth", () => {
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/auth",
      "/en/auth",
    ]) {
      expect(safePath(bad)).toBeNull();
    }
    localStorage.setItem(AUTH_REDIRECT_KEY, "//evil.example");
    expect(takeRedirect()).toBe("/");
  });
});
