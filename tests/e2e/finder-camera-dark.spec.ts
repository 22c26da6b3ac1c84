import { cameraScenario, describeWindow, measureAt } from "./camera-scenario";
import { fakeCameraLaunch, writeY4m } from "./fake-camera";
import { expect, test } from "./fixtures";

// Luma 20 of 16–235 by day: a dark corner the camera cannot expose to mid-grey – only an upper bound,
// far below what any houseplant needs (issue #28: it listed Monstera and Calathea).
test.use({ launchOptions: fakeCameraLaunch(writeY4m("dark", 20)) });

cameraScenario({
  light: "low",
  label: "Zu dunkel für Zimmerpflanzen",
  first: [],
  lux: /^unter \d+ lx$/,
  note: "Sehr dunkel – dunkler, als die Kamera noch messen kann",
});

test("the same black picture at 22:00 in Berlin in November: it is night, no verdict, no plants", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await measureAt(page, Date.UTC(2026, 10, 26, 21));
  await expect(page.getByTestId("measurement-night")).toContainText("Draußen ist es gerade dunkel");
  await expect(page.getByTestId("measured-light")).toHaveCount(0);
  await expect(page.getByTestId("recommendation")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Platz beschreiben" })).toHaveAttribute(
    "href",
    "/ai-finder?mode=manual",
  );
  // Said where the window is, the description decides instead of the night's darkness.
  await describeWindow(page, { direction: "Süden", distance: "Weniger als 1 m", obstruction: "Freie Sicht" });
  await expect(page.getByTestId("measured-light")).toHaveText("Viel Licht");
  await expect(page.getByTestId("measured-basis")).toContainText("Gemessen nach Sonnenuntergang");
  expect(consoleErrors).toEqual([]);
});
