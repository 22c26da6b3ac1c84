import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask-email";

describe("maskEmail", () => {
  it("keeps two characters of the local part and the domain", () => {
    expect(maskEmail("anna.berg@example.de")).toBe("an***@example.de");
    expect(maskEmail("jürgen@müller.de")).toBe("jü***@müller.de");
  });
  it("hides more of short local parts, never all of the domain", () => {
    expect(maskEmail("ab@example.de")).toBe("a***@example.de");
    expect(maskEmail("a@example.de")).toBe("a***@example.de");
    expect(maskEmail("kein-at")).toBe("***");
  });
  it("never shows the full local part", () => {
    for (const e of ["abc@x.de", "anna@x.de", "a.b.c.d.e@x.de"])
      expect(maskEmail(e).split("@")[0]).not.toContain(e.split("@")[0]);
  });
});
