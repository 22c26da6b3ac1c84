import { describe, expect, it } from "vitest";
import { applyHref } from "./apply-href";

describe("application mail link", () => {
  it("carries the subject 'Application for {title}', URL-encoded", () => {
    const href = applyHref("karriere@blattwerk.example", "Partner Manager Gärtnereien (m/w/d)");
    expect(href).toBe(
      "mailto:karriere@blattwerk.example?subject=Application%20for%20Partner%20Manager%20G%C3%A4rtnereien%20(m%2Fw%2Fd)",
    );
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("Application for Partner Manager Gärtnereien (m/w/d)");
  });

  it("keeps characters that would end or split the subject encoded", () => {
    const href = applyHref("k@b.example", "A&B=C?#D+E");
    expect(href.split("?subject=")[1]).toBe("Application%20for%20A%26B%3DC%3F%23D%2BE");
  });
});
