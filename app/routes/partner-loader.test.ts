import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_DAYS_SLOT } from "../../content/pages";
import { loadConfig } from "../../server/config";
import { createServices, type Services } from "../../server/services";
import { TEST_DATABASES } from "../../server/testing/databases";
import { loader } from "./partner";

const ADMIN = { id: null, email: "inhaberin@example.de" };
const partnerPage = (path: string, services: Services) =>
  loader({ request: new Request(`http://x${path}`), context: { services }, params: {} } as never);
/** The reliability trait: the one text that names the delivery time. */
const reliability = (page: ReturnType<typeof partnerPage>) =>
  page.traits.map((t) => t.text).find((t) => /Lieferzeit|delivery time/.test(t));

/** The partner page promises the delivery time the back office set, as footer and AGB do (#34). */
describe("the partner page's delivery time", () => {
  let database: Awaited<ReturnType<(typeof TEST_DATABASES)[0]["open"]>>;
  let services: Services;
  beforeAll(async () => {
    database = await TEST_DATABASES[0]!.open();
    services = createServices(loadConfig({ MAIL_WORKER: "off" }), database);
    await services.settings.refresh();
  });
  afterAll(() => database?.dispose());

  it("names the default promise, 1–4 working days, in both languages", () => {
    expect(reliability(partnerPage("/partner", services))).toContain("Lieferzeit von 1–4 Werktagen");
    expect(reliability(partnerPage("/en/partner", services))).toContain("delivery time of 1–4 working days");
  });

  it("follows the delivery days saved in the back office, and leaves no slot behind", async () => {
    const saved = await services.settings.update(ADMIN, "delivery", services.settings.version(), {
      fromDays: "2",
      toDays: "5",
    });
    expect(saved.ok).toBe(true);
    // Two to five working days after dispatch; one day more for an order after the cut-off.
    expect(reliability(partnerPage("/partner", services))).toContain("Lieferzeit von 2–6 Werktagen");
    expect(reliability(partnerPage("/en/partner", services))).toContain("delivery time of 2–6 working days");
    for (const path of ["/partner", "/en/partner"])
      expect(JSON.stringify(partnerPage(path, services))).not.toContain(DELIVERY_DAYS_SLOT);
  });
});
