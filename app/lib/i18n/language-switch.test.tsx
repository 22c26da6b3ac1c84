// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageSwitch } from "./react";

afterEach(cleanup);

const Switch = createRoutesStub([
  { path: "/shop", Component: () => <LanguageSwitch label="English" name="Switch to English" lang="en" /> },
]);
const URL_WITH_STRANGERS = "/shop?q=%20Ficus&utm_source=newsletter&email=kim%40example.de&category=popular";

describe("language switch (#49 §4: a stored page repeats no visitor's own parameters)", () => {
  it("links the server's page to the other language with only the parameters the page reads", () => {
    const html = renderToString(<Switch initialEntries={[URL_WITH_STRANGERS]} />);
    expect(html).toContain('href="/en/shop?category=popular&amp;q=ficus"');
    expect(html).not.toContain("newsletter");
    expect(html).not.toContain("kim");
  });

  it("once the page runs, keeps the visitor's whole query", async () => {
    render(<Switch initialEntries={[URL_WITH_STRANGERS]} />);
    const link = await screen.findByTestId("language-switch");
    expect(link.getAttribute("href")).toBe(
      "/en/shop?q=%20Ficus&utm_source=newsletter&email=kim%40example.de&category=popular",
    );
  });
});
