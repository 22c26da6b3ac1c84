import { cameraScenario } from "./camera-scenario";
import { fakeCameraLaunch, writeY4m } from "./fake-camera";
import { test } from "./fixtures";

// Luma 20 of 16–235: a dark corner.
test.use({ launchOptions: fakeCameraLaunch(writeY4m("dark", 20)) });

cameraScenario({ light: "low", label: "Wenig Licht", first: ["Bogenhanf", "Glücksfeder (ZZ-Pflanze)"] });
