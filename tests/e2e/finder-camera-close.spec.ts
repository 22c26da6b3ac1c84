import { cameraCalls, recordCamera } from "./camera-recorder";
import { fakeCameraLaunch, writeY4m } from "./fake-camera";
import { expect, test } from "./fixtures";

test.use({ launchOptions: fakeCameraLaunch(writeY4m("grey", 128)) });

test("closing while the analysis runs stays closed: no jump to the results afterwards", async ({ page }) => {
  await recordCamera(page);
  // Opened directly: closing goes home.
  await page.goto("/ai-finder");
  const camera = page.getByTestId("camera");
  await expect(camera).toHaveAttribute("data-state", "active", { timeout: 15_000 });
  await page.getByRole("button", { name: "Position bestätigen" }).click();
  await expect(camera).toHaveAttribute("data-state", "processing");
  await page.getByRole("button", { name: "Scan schließen" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Longer than the analysis takes (1.5 s at least): the page must still be the home page.
  await page.waitForTimeout(3000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Kaufe deine perfekte Pflanze");
});

test("the target box is where the measurement looks, drawn over the camera", async ({ page }) => {
  await recordCamera(page);
  await page.goto("/ai-finder");
  await expect(page.getByTestId("camera")).toHaveAttribute("data-state", "active", { timeout: 15_000 });
  const box = await page.getByTestId("target-box").boundingBox();
  const view = page.viewportSize()!;
  expect(box!.x).toBeCloseTo(view.width * 0.12, 0);
  expect(box!.width).toBeCloseTo(view.width * 0.76, 0);
  expect((await cameraCalls(page)).length).toBe(1);
});
