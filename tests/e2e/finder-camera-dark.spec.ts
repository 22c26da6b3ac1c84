import { cameraScenario } from "./camera-scenario";
import { fakeCameraLaunch, writeY4m } from "./fake-camera";
import { test } from "./fixtures";

// Luma 20 of 16–235: a dark corner the camera cannot expose to mid-grey – only an upper bound.
test.use({ launchOptions: fakeCameraLaunch(writeY4m("dark", 20)) });

cameraScenario({
  light: "low",
  label: "Wenig Licht",
  first: ["Bogenhanf", "Glücksfeder (ZZ-Pflanze)"],
  lux: /^unter \d+ lx$/,
  note: "Sehr dunkel – dunkler, als die Kamera noch messen kann",
});
