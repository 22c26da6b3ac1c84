import { cameraScenario } from "./camera-scenario";
import { fakeCameraLaunch, writeY4m } from "./fake-camera";
import { test } from "./fixtures";

// Luma 235 of 16–235: a blown-out, sunlit window.
test.use({ launchOptions: fakeCameraLaunch(writeY4m("bright", 235)) });

cameraScenario({ light: "high", label: "Viel Licht", first: ["Geigenfeige", "Grünlilie"] });
