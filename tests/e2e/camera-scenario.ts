import type { Page } from "@playwright/test";
import { cameraCalls, recordCamera } from "./camera-recorder";
import { expect, test } from "./fixtures";

/** Names of the recommended plants, in order. */
export const recommended = (page: Page) =>
  page.getByTestId("recommendation").getByRole("heading", { level: 3 }).allTextContents();

export interface Spot {
  light: "low" | "high";
  label: string;
  first: readonly string[];
}

/**
 * A real measurement in Chromium whose fake camera films a generated video (see fake-camera.ts). Launch
 * options are per worker and cannot be set in a describe block, so each spot has its own spec file.
 */
export function cameraScenario(spot: Spot) {
  test(`measures ${spot.light} light on the device and ranks ${spot.first[0]} first`, async ({
    page,
    consoleErrors,
  }) => {
    await recordCamera(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") posts.push(`${r.method()} ${r.url()}`);
    });
    await page.goto("/ai-finder");
    const camera = page.getByTestId("camera");
    await expect(camera).toHaveAttribute("data-state", "active", { timeout: 15_000 });
    const [call] = await cameraCalls(page);
    expect(call!.constraints).toEqual({
      audio: false,
      video: {
        facingMode: "environment",
        width: { ideal: 1920 },
        height: { ideal: 1080 },
        frameRate: { ideal: 30 },
      },
    });

    const confirmed = Date.now();
    await page.getByRole("button", { name: "Position bestätigen" }).click();
    await expect(camera).toHaveAttribute("data-state", "processing");
    await expect(camera.getByRole("status")).toHaveText("Processing AI Analysis...");
    await expect(page).toHaveURL(
      new RegExp(`/plant-recommendations\\?light=${spot.light}&confidence=0\\.\\d+&lux=\\d+&method=camera`),
      {
        timeout: 10_000,
      },
    );
    expect(Date.now() - confirmed).toBeGreaterThanOrEqual(1400);
    // The stream is stopped; nothing but GET requests went out (no image, no upload).
    expect((await cameraCalls(page))[0]!.tracks).toEqual([{ kind: "video", state: "ended" }]);
    expect(posts).toEqual([]);

    await expect(page.getByTestId("measured-light")).toHaveText(spot.label);
    await expect(page.getByTestId("measured-lux")).toHaveText(/^ca\. [\d.]+ lx$/);
    await expect(page.getByTestId("measured-confidence")).toHaveText(/^Sicherheit \d+ %$/);
    await expect(page.getByTestId("measured-method")).toHaveText("Mit der Kamera gemessen: Bildhelligkeit");
    await expect(page.getByTestId("recommendation").first()).toBeVisible({ timeout: 10_000 });
    expect((await recommended(page)).slice(0, 2)).toEqual(spot.first);
    await expect(page.getByTestId("recommendation-reason").first()).not.toBeEmpty();

    // The result lives in the URL: a reload shows the same ranking.
    await page.reload();
    await expect(page.getByTestId("recommendation").first()).toBeVisible({ timeout: 10_000 });
    expect((await recommended(page)).slice(0, 2)).toEqual(spot.first);
    expect(consoleErrors).toEqual([]);
  });
}
