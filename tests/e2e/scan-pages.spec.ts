import { axeViolations, expect, isMobile, pauseClock, test, waitForHydration } from "./fixtures";

test.describe("scan demo on the home page", () => {
  test("initial → active → analyzing after 5 s → results after 3 s; the results open medium-light plants", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const demo = page.getByTestId("scan-demo");
    await expect(page.locator('[data-slot="scan-demo"]').getByTestId("scan-demo")).toHaveCount(1);
    await expect(demo).toHaveAttribute("data-state", "initial");
    await demo.getByRole("button", { name: "Demo starten" }).click();
    await expect(demo).toHaveAttribute("data-state", "active");
    await page.clock.runFor(4900);
    await expect(demo).toHaveAttribute("data-state", "active");
    await page.clock.runFor(200);
    await expect(demo).toHaveAttribute("data-state", "analyzing");
    await page.clock.runFor(2900);
    await expect(demo).toHaveAttribute("data-state", "analyzing");
    await page.clock.runFor(200);
    await expect(demo).toHaveAttribute("data-state", "results");
    await expect(demo.getByRole("heading", { name: "Perfekter Platz gefunden!" })).toBeVisible();
    await expect(demo).toContainText("Mittleres Licht, ideale Temperatur");
    await expect(demo).toContainText("Helles, indirektes Licht");
    await page.clock.resume(); // axe waits on timers of its own
    expect(await axeViolations(page)).toEqual([]);
    await demo.getByRole("link", { name: "Empfohlene Pflanzen ansehen" }).click();
    await expect(page).toHaveURL(/\/plant-recommendations\?light=medium$/);
    await expect(page.getByTestId("measured-light")).toHaveText("Mittleres Licht");
  });

  test("'Position bestätigen' analyses at once; close returns to the start", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const demo = page.getByTestId("scan-demo");
    await demo.getByRole("button", { name: "Demo starten" }).click();
    await demo.getByRole("button", { name: "Position bestätigen" }).click();
    await expect(demo).toHaveAttribute("data-state", "analyzing");
    await demo.getByRole("button", { name: "Demo schließen" }).click();
    await expect(demo).toHaveAttribute("data-state", "initial");
    await page.clock.runFor(10_000);
    await expect(demo).toHaveAttribute("data-state", "initial");
  });
});

test.describe("/concierge", () => {
  test("offers Scan starten (Start Scan) only while the text mentions a plant; it goes via the splash to the camera", async ({
    page,
  }) => {
    await page.goto("/concierge");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wonach suchst du?");
    await expect(page.getByText("Sag uns, was du brauchst – wir kümmern uns darum")).toBeVisible();
    const input = page.getByPlaceholder("Pflanze, Haarschnitt, Geschenk …");
    const start = page.getByRole("button", { name: "Scan starten" });
    await expect(start).toHaveCount(0);
    await input.fill("a haircut");
    await expect(start).toHaveCount(0);
    await input.fill("A big PLANT for my office");
    await expect(start).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await input.fill("Houseplants");
    await expect(start).toBeVisible();
    await input.fill("gift");
    await expect(start).toHaveCount(0);
    // The German page asks in German: "Pflanze" counts as well.
    await input.fill("Eine große Zimmerpflanze");
    await expect(start).toBeVisible();
    await input.fill("plant");
    await start.click();
    await expect(page.getByTestId("splash-screen")).toContainText("Blattwerk Scan");
    await expect(page.getByRole("dialog", { name: "So funktioniert Blattwerk Scan" })).toBeVisible({
      timeout: 5000,
    });
  });
});

test.describe("/plant-recommendations", () => {
  const URL = "/plant-recommendations?light=low&confidence=0.7&lux=420&method=camera&basis=frame";

  test("loads about 1 s with a progress counter and skeletons, then shows the ranking with reasons", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto(URL);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflanzenempfehlungen");
    await expect(page.getByTestId("plant-skeleton").locator("visible=true")).toHaveCount(
      isMobile(page) ? 8 : 12,
    );
    const progress = page.getByTestId("progress");
    await expect(progress).toHaveText("0 %");
    await page.clock.runFor(200);
    await expect(progress).toHaveText("10 %");
    await page.clock.runFor(600);
    await expect(progress).toHaveText("40 %");
    await expect(page.getByTestId("recommendation")).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByTestId("recommendation").first()).toBeVisible();
    await page.clock.resume();
    await expect(page.getByTestId("measured-light")).toHaveText("Wenig Licht");
    await expect(page.getByTestId("measured-lux")).toHaveText("ca. 420 lx");
    await expect(page.getByTestId("measured-confidence")).toHaveText("Sicherheit 70 %");
    await expect(page.getByTestId("measured-method")).toHaveText("Mit der Kamera gemessen: Bildhelligkeit");
    await expect(page.getByTestId("recommendation-reason").first()).toHaveText(
      "Warum sie passt: Kommt mit wenig Licht aus – ideal für deinen Platz",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("says honestly when it is unsure", async ({ page }) => {
    await page.goto(
      "/plant-recommendations?light=medium&confidence=0.3&lux=1600&method=camera&basis=frame&note=auto-exposure",
    );
    await expect(page.getByTestId("measured-unsure")).toHaveText(
      "Unsicher – die Kamera hat die Belichtung automatisch angepasst",
    );
    await expect(page.getByRole("link", { name: "Zur Kontrolle: Platz beschreiben" })).toHaveAttribute(
      "href",
      "/ai-finder?mode=manual",
    );
  });

  test("the view toggle is stored (with functional consent), default two columns", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "cookiePreferences",
        JSON.stringify({ functional: true, analytics: false, marketing: false }),
      ),
    );
    await page.goto(URL);
    const list = page.getByTestId("recommendations");
    await expect(list).toHaveAttribute("data-view", "dual-grid");
    await expect(page.getByRole("button", { name: "Zwei Spalten" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Eine Spalte" }).click();
    await expect(list).toHaveAttribute("data-view", "single-grid");
    expect(await page.evaluate(() => localStorage.getItem("plantRecommendationsViewMode"))).toBe(
      "single-grid",
    );
    await page.reload();
    await expect(page.getByTestId("recommendations")).toHaveAttribute("data-view", "single-grid");
    if (isMobile(page)) {
      const boxes = await page
        .getByTestId("recommendation")
        .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().x));
      expect(boxes[0]).toBe(boxes[1]); // one column
    }
  });

  test("without functional consent the view is kept for the visit only", async ({ page }) => {
    await page.goto(URL);
    await page.getByRole("button", { name: "Eine Spalte" }).click();
    await expect(page.getByTestId("recommendations")).toHaveAttribute("data-view", "single-grid");
    expect(await page.evaluate(() => localStorage.getItem("plantRecommendationsViewMode"))).toBeNull();
  });

  test("floating controls hide when scrolling down past 50 px and return on scrolling up", async ({
    page,
  }) => {
    await page.goto(URL);
    await expect(page.getByTestId("recommendation").first()).toBeVisible();
    const controls = page.getByTestId("floating-controls");
    await expect(controls.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    await expect(controls).toHaveAttribute("data-hidden", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(controls).toHaveAttribute("data-hidden", "false");
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(controls).toHaveAttribute("data-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(controls).toHaveAttribute("data-hidden", "false");
  });

  test("scrolled back up, the controls are a solid bar under the header, not pills over the cards", async ({
    page,
  }) => {
    await page.goto(URL);
    await expect(page.getByTestId("recommendation").first()).toBeVisible();
    await waitForHydration(page); // the bar follows the scroll only once its listener is there
    const controls = page.getByTestId("floating-controls");
    // Down, seen as down (hidden), then up: two scrolls within one frame are one movement to the page.
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(controls).toHaveAttribute("data-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(controls).toHaveAttribute("data-hidden", "false");
    await expect
      .poll(async () => {
        const bar = await controls.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const alpha = getComputedStyle(el).backgroundColor.match(/[\d.]+/g)?.[3] ?? "1";
          return { left: r.left, width: r.width, top: r.top, alpha: Number(alpha) };
        });
        const header = await page.locator("header").first().boundingBox();
        return {
          spansTheWidth: bar.left === 0 && bar.width === page.viewportSize()?.width,
          opaque: bar.alpha >= 0.9,
          underTheHeader: header !== null && Math.abs(bar.top - (header.y + header.height)) <= 1,
        };
      })
      .toEqual({ spansTheWidth: true, opaque: true, underTheHeader: true });
  });

  test("preferences re-rank: pets only pet-friendly plants", async ({ page }) => {
    await page.goto("/plant-recommendations?light=medium&confidence=0.6&method=manual");
    await expect(page.getByTestId("recommendation")).toHaveCount(8);
    await page.getByRole("button", { name: "Ich habe Haustiere" }).click();
    await expect(page).toHaveURL(/pets=1/);
    await expect(page.getByTestId("recommendation")).toHaveCount(2);
    await expect(page.getByTestId("recommendation-reason").first()).toContainText("ungiftig für Haustiere");
  });

  test("without a measurement it explains how to get one", async ({ page }) => {
    await page.goto("/plant-recommendations");
    await expect(page.getByRole("heading", { name: "Noch kein Platz gemessen" })).toBeVisible();
    await expect(
      page.getByTestId("no-measurement").getByRole("link", { name: "Scan starten" }),
    ).toHaveAttribute("href", "/ai-finder");
  });
});

test("camera and analysis code is not in the home page's scripts", async ({ page }) => {
  const urls = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "script") urls.add(r.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(urls.size).toBeGreaterThan(3);
  // Read each script once more by URL: chunks the page prefetches late may outlive its responses.
  const scripts = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
  for (const marker of ["getUserMedia", "exposureTime", "grabFrame"]) {
    expect(scripts.filter((s) => s.includes(marker))).toEqual([]);
  }
});
