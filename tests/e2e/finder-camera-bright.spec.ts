import { cameraScenario, DAYTIME, describeWindow, measureAt } from "./camera-scenario";
import { fakeCameraLaunch, writeY4m } from "./fake-camera";
import { expect, test } from "./fixtures";

// Luma 235 of 16–235: a blown-out, sunlit window. It must say it is above the camera's range.
test.use({ launchOptions: fakeCameraLaunch(writeY4m("bright", 235)) });

cameraScenario({
  light: "high",
  label: "Viel Licht",
  first: ["Geigenfeige", "Grünlilie"],
  lux: /^über [\d.]+ lx – heller, als die Kamera messen kann$/,
  note: "Das Bild ist überbelichtet – der Platz ist heller, als die Kamera messen kann",
});

test("bright frames described as 3 m from a north window behind buildings: the contradiction is named, the confidence drops", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await measureAt(page, DAYTIME);
  const alone = Number((await page.getByTestId("measured-confidence").textContent())!.match(/(\d+) %/)![1]);
  await describeWindow(page, {
    direction: "Norden",
    distance: "Mehr als 2 m",
    obstruction: "Häuser oder Bäume gegenüber",
  });
  await expect(page.getByTestId("contradiction")).toContainText(
    "Die Kamera spricht für „Viel Licht“, das beschriebene Fenster für „Zu dunkel für Zimmerpflanzen“",
  );
  const contradicted = Number(
    (await page.getByTestId("measured-confidence").textContent())!.match(/(\d+) %/)![1],
  );
  expect(contradicted).toBeLessThan(alone);
});
