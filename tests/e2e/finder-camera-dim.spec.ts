import { cameraScenario } from "./camera-scenario";
import { fakeCameraLaunch, writeSceneY4m } from "./fake-camera";
import { test } from "./fixtures";

// A dim room (150 lx): auto-exposure reached mid-grey, but only with high gain – the noise gives it away.
test.use({ launchOptions: fakeCameraLaunch(writeSceneY4m("dim-150lx", { lux: 150, seed: 3 })) });

cameraScenario({
  light: "low",
  label: "Wenig Licht",
  first: ["Bogenhanf", "Glücksfeder (ZZ-Pflanze)"],
  lux: /^\d+–\d+ lx$/,
});
