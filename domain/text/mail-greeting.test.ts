import { describe, expect, it } from "vitest";
import { mailGreeting } from "./mail-greeting";

describe("the mails' one greeting (#32)", () => {
  it("greets by the first name, as the order and account mails do", () => {
    expect(mailGreeting("de", "Max Muster")).toBe("Hallo Max,");
    expect(mailGreeting("en", "  Max   Muster ")).toBe("Hello Max,");
    expect(mailGreeting("de", "Anna")).toBe("Hallo Anna,");
  });
  it("without a name, no name", () => {
    expect(mailGreeting("de", "  ")).toBe("Hallo,");
    expect(mailGreeting("en", "")).toBe("Hello,");
  });
});
