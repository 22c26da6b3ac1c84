import { cameraScenario } from "./camera-scenario";
import { fakeCameraLaunch, writeSceneY4m } from "./fake-camera";
import { test } from "./fixtures";

// The same mid-grey picture as the dim room, with the little noise of a brighter one (1,300 lx). Around the end of the gain range the camera can only say "more than" – either reading is honest.
test.use({ launchOptions: fakeCameraLaunch(writeSceneY4m("medium-1300lx", { lux: 1300, seed: 5 })) });

cameraScenario({
  light: "medium",
  label: "Mittleres Licht",
  first: ["Monstera Deliciosa", "Einblatt (Friedenslilie)"],
  lux: /^(mehr als [\d.]+ lx|[\d.]+–[\d.]+ lx)$/,
});
