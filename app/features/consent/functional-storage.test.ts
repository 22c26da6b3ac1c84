// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

async function freshStorage(preferences: { functional: boolean } | null) {
  if (preferences) {
    localStorage.setItem("cookieConsentGiven", "true");
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
