import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { avatarInitials } from "./avatar";

describe("avatar initials", () => {
  it("follows the spec's fallbacks", () => {
    expect(avatarInitials({ firstName: "anna", lastName: "bergmann", email: "a@x.de" })).toBe("AB");
    expect(avatarInitials({ firstName: "Anna", lastName: "", email: "zora@x.de" })).toBe("Z");
    expect(avatarInitials({ firstName: "", lastName: "", email: "" })).toBe("U");
    expect(avatarInitials(null)).toBe("U");
  });

  it("is always one or two uppercase characters", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (firstName, lastName, email) => {
        const s = avatarInitials({ firstName, lastName, email });
        expect(s.length).toBeGreaterThanOrEqual(1);
        expect(s).toBe(s.toUpperCase());
      }),
    );
  });
});
