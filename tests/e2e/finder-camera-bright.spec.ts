import { cameraScenario } from "./camera-scenario";
import { fakeCameraLaunch, writeY4m } from "./fake-camera";
import { test } from "./fixtures";

// Luma 235 of 16–235: a blown-out, sunlit window. It must say it is above the camera's range.
test.use({ launchOptions: fakeCameraLaunch(writeY4m("bright", 235)) });

cameraScenario({
  light: "high",
  label: "Viel Licht",
  first: ["Geigenfeige", "Grünlilie"],
  lux: /^über [\d.]+ lx – heller, als die Kamera messen kann$/,
  note: "Das Bild ist überbelichtet – der Platz ist heller, als die Kamera messen kann",
});
