import { DAYTIME, describeWindow, measureAt, recommended } from "./camera-scenario";
import { fakeCameraLaunch, writeY4m } from "./fake-camera";
import { axeViolations, expect, test } from "./fixtures";

// An ordinary room as a camera without exposure data films it: uniform mid-grey frames, no noise to
// read the gain from. The camera cannot tell how bright it is (issue #28 said „Wenig Licht“ with 17 %).
test.use({ launchOptions: fakeCameraLaunch(writeY4m("mid-grey", 118)) });

const confidence = async (page: import("@playwright/test").Page) =>
  Number((await page.getByTestId("measured-confidence").textContent())!.match(/(\d+) %/)![1]);

test.describe("Blattwerk Scan's verdict for a camera that cannot tell", () => {
  test.setTimeout(90_000);

  test("without a description: not „Wenig Licht“, low confidence, the daylight model decides and the window is asked", async ({
    page,
    consoleErrors,
  }) => {
    await measureAt(page, DAYTIME);
    await expect(page.getByTestId("measured-light")).not.toHaveText("Wenig Licht");
    expect(await confidence(page)).toBeLessThan(50);
    await expect(page.getByTestId("measured-basis")).toContainText("Tageslichtmodell für diese Uhrzeit");
    await expect(page.getByTestId("window-form")).toContainText(
      "Wie hell ist es hier im Sommer und im Winter?",
    );
    await expect(page.getByTestId("measured-dli")).toHaveText(/^ca\. \d+,\d mol\/m² am Tag$/);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a south window under 1 m with a free view: bright, direct sun, sun lovers first, shade plants warned", async ({
    page,
  }) => {
    await measureAt(page, DAYTIME);
    await describeWindow(page, {
      direction: "Süden",
      distance: "Weniger als 1 m",
      obstruction: "Freie Sicht",
    });
    await expect(page.getByTestId("measured-light")).toHaveText("Viel Licht");
    await expect(page.getByTestId("direct-sun")).toHaveText("Direkte Sonne");
    await expect(page.getByTestId("measured-basis")).toContainText(
      "entschieden haben deine Angaben zum Fenster",
    );
    await expect(page.getByTestId("recommendation").first()).toBeVisible({ timeout: 10_000 });
    expect((await recommended(page)).slice(0, 2)).toEqual(["Geigenfeige", "Grünlilie"]);
    const monstera = page.getByTestId("recommendation").filter({ hasText: "Monstera" });
    await expect(monstera.getByTestId("recommendation-reason")).toContainText("Verträgt keine pralle Sonne");
  });

  test("3 m from a north window with buildings opposite: little light, only low-light plants", async ({
    page,
  }) => {
    await measureAt(page, DAYTIME);
    await describeWindow(page, {
      direction: "Norden",
      distance: "Mehr als 2 m",
      obstruction: "Häuser oder Bäume gegenüber",
    });
    await expect(page.getByTestId("measured-light")).toHaveText("Wenig Licht");
    await expect(page.getByTestId("contradiction")).toHaveCount(0);
    await expect(page.getByTestId("recommendation").first()).toBeVisible({ timeout: 10_000 });
    expect((await recommended(page)).sort()).toEqual(["Bogenhanf", "Glücksfeder (ZZ-Pflanze)"]);
  });
});
