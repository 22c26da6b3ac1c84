// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COOKIE_POLICY_VERSION } from "../../../domain/shop/shop-facts";

async function freshStorage(preferences: { functional: boolean } | null, version = COOKIE_POLICY_VERSION) {
  if (preferences) {
    localStorage.setItem("cookieConsentGiven", "true");
    localStorage.setItem("cookieConsentVersion", version);
    localStorage.setItem(
      "cookiePreferences",
      JSON.stringify({ necessary: true, analytics: false, marketing: false, ...preferences }),
    );
  }
  vi.resetModules();
  return (await import("./functional-storage")).functionalStorage;
}

describe("functional storage (cookie policy)", () => {
  beforeEach(() => localStorage.clear());

  it("writes to localStorage with functional consent", async () => {
    const s = await freshStorage({ functional: true });
    s.set("skipPlantTutorial", "true");
    expect(localStorage.getItem("skipPlantTutorial")).toBe("true");
    expect(s.get("skipPlantTutorial")).toBe("true");
  });

  it("keeps the value in memory only without functional consent", async () => {
    const s = await freshStorage({ functional: false });
    s.set("plantRecommendationsViewMode", "single-grid");
    expect(localStorage.getItem("plantRecommendationsViewMode")).toBeNull();
    expect(s.get("plantRecommendationsViewMode")).toBe("single-grid");
  });

  it("does not read old entries without consent, and nothing before any consent", async () => {
    localStorage.setItem("skipPlantTutorial", "true");
    const s = await freshStorage(null);
    expect(s.get("skipPlantTutorial")).toBeNull();
    s.set("skipPlantTutorial", "true");
    expect(localStorage.getItem("cookieConsentGiven")).toBeNull();
  });
});

describe("consent records (cookie policy version)", () => {
  beforeEach(() => localStorage.clear());

  it("a consent to an older policy version (or one without version) counts as none", async () => {
    const s = await freshStorage({ functional: true }, "2025-04");
    const { consentGiven, hasConsent } = await import("./consent-store");
    expect(consentGiven()).toBe(false);
    expect(hasConsent("functional")).toBe(false);
    s.set("skipPlantTutorial", "true");
    expect(localStorage.getItem("skipPlantTutorial")).toBeNull();
    localStorage.removeItem("cookieConsentVersion");
    vi.resetModules();
    expect((await import("./consent-store")).consentGiven()).toBe(false);
  });

  it("saving a choice stores the current version with it", async () => {
    await freshStorage(null);
    const { saveConsent, consentGiven, NECESSARY_ONLY } = await import("./consent-store");
    saveConsent(NECESSARY_ONLY);
    expect(consentGiven()).toBe(true);
    expect(localStorage.getItem("cookieConsentVersion")).toBe(COOKIE_POLICY_VERSION);
  });

  it("withdrawing the functional consent deletes its entries; this visit keeps them in memory", async () => {
    const s = await freshStorage({ functional: true });
    s.set("skipPlantTutorial", "true");
    s.set("plantRecommendationsViewMode", "single-grid");
    const { saveConsent, NECESSARY_ONLY } = await import("./consent-store");
    saveConsent(NECESSARY_ONLY);
    expect(localStorage.getItem("skipPlantTutorial")).toBeNull();
    expect(localStorage.getItem("plantRecommendationsViewMode")).toBeNull();
    expect(s.get("skipPlantTutorial")).toBe("true");
  });
});
