import { recordCamera } from "./camera-recorder";
import { DAYTIME } from "./camera-scenario";
import { fakeCameraLaunch, writeSceneY4m } from "./fake-camera";
import { expect, test, waitForHydration } from "./fixtures";

// A real camera picture (medium light, as finder-camera-medium) so the scan can run to its results.
test.use({ launchOptions: fakeCameraLaunch(writeSceneY4m("locale-medium-1300lx", { lux: 1300, seed: 5 })) });

test.describe("one language per page (#19)", () => {
  test("/en/concierge and the scan's tutorial and camera speak the spec's English; the German pages German", async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await recordCamera(page);
    // By day: a reading after sunset gets no verdict (issue #28), and this one must show a confidence.
    await page.clock.setFixedTime(DAYTIME);
    // English: /en/concierge → splash → tutorial → /en/ai-finder → /en/plant-recommendations.
    await page.goto("/en/concierge");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What are you looking for?");
    await expect(page.getByText("Tell us what you need, we'll make it happen")).toBeVisible();
    const input = page.getByPlaceholder("A plant, a haircut, a gift...");
    await input.fill("a plant for my desk");
    await page.getByRole("button", { name: "Start Scan" }).click();
    const tutorial = page.getByRole("dialog", { name: "How Blattwerk Scan works" });
    await expect(tutorial).toBeVisible({ timeout: 5000 });
    await expect(tutorial.getByRole("heading", { name: "Scan Your Spot" })).toBeVisible();
    await tutorial.getByRole("button", { name: "Next" }).click();
    await expect(tutorial.getByRole("heading", { name: "AI Magic" })).toBeVisible();
    await tutorial.getByRole("button", { name: "Next" }).click();
    await expect(tutorial.getByRole("heading", { name: "Perfect Matches" })).toBeVisible();
    await expect(tutorial.getByRole("button", { name: "Step 3 of 3" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await tutorial.getByRole("button", { name: "Start", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/ai-finder$/);
    const camera = page.getByTestId("camera");
    await expect(camera).toHaveAttribute("data-state", "active", { timeout: 15_000 });
    await page.getByRole("button", { name: "Confirm position" }).click();
    await expect(camera.getByRole("status")).toHaveText("Measuring the light …");
    await expect(page).toHaveURL(/\/en\/plant-recommendations\?light=/, { timeout: 10_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plant recommendations");
    await expect(page.getByTestId("measured-confidence")).toHaveText(/^Confidence \d+%$/);
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");

    // German: the same pages without /en show German instead.
    await page.goto("/concierge");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wonach suchst du?");
    await expect(page.getByText("What are you looking for?")).toHaveCount(0);
    await expect(page.getByPlaceholder("A plant, a haircut, a gift...")).toHaveCount(0);
    await page.getByPlaceholder("Pflanze, Haarschnitt, Geschenk …").fill("Pflanze");
    await expect(page.getByRole("button", { name: "Start Scan" })).toHaveCount(0);
    await page.getByRole("button", { name: "Scan starten" }).click();
    const tutorialDe = page.getByRole("dialog", { name: "So funktioniert Blattwerk Scan" });
    await expect(tutorialDe).toBeVisible({ timeout: 5000 });
    await expect(tutorialDe.getByRole("heading", { name: "Scanne deinen Platz" })).toBeVisible();
    await expect(tutorialDe.getByText("Scan Your Spot")).toHaveCount(0);
    await tutorialDe.getByRole("button", { name: "Weiter" }).click();
    await expect(tutorialDe.getByRole("heading", { name: "KI-Magie" })).toBeVisible();
    await tutorialDe.getByRole("button", { name: "Weiter" }).click();
    await expect(tutorialDe.getByRole("heading", { name: "Perfekte Treffer" })).toBeVisible();
    await expect(tutorialDe.getByRole("button", { name: "Next" })).toHaveCount(0);
    await tutorialDe.getByRole("button", { name: "Starten" }).click();
    await expect(page).toHaveURL(/\/ai-finder$/);
    expect(new URL(page.url()).pathname).toBe("/ai-finder");
    await expect(page.getByTestId("camera")).toHaveAttribute("data-state", "active", { timeout: 15_000 });
    await page.getByRole("button", { name: "Position bestätigen" }).click();
    await expect(page.getByTestId("camera").getByRole("status")).toHaveText("Licht wird gemessen …");
    await expect(page).toHaveURL(/\/plant-recommendations\?light=/, { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe("/plant-recommendations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflanzenempfehlungen");
    expect(consoleErrors).toEqual([]);
  });
});
