import { describe, expect, it } from "vitest";
import { htmlLayout, textLayout, withSignature } from "./layout";

const mail = (locale: "de" | "en" = "de", signOff?: "green") => {
  const frame = { locale, name: "Anna", signOff } as const;
  return {
    to: "a@example.de",
    subject: "Test",
    text: textLayout(frame, ["Dein Paket ist unterwegs."]),
    html: htmlLayout({ ...frame, title: "Test", heading: "Unterwegs" }, ["<p>Dein Paket ist unterwegs.</p>"]),
  };
};
const count = (s: string, part: string) => s.split(part).length - 1;

describe("the mail signature (#50 §5): one sign-off, not two", () => {
  it("a signature with its own closing replaces the team's sign-off, text and HTML", () => {
    const signed = withSignature(mail(), "Viele Grüße\nAnna Berg\nBlattwerk GmbH");
    expect(signed.text).not.toContain("dein Blattwerk-Team");
    expect(count(signed.text, "Grüße")).toBe(1);
    expect(signed.text.trimEnd()).toMatch(
      /Dein Paket ist unterwegs\.\n\nViele Grüße\nAnna Berg\nBlattwerk GmbH$/,
    );
    expect(signed.html).not.toContain("Blattwerk-Team");
    expect(count(signed.html!, "Grüße")).toBe(1);
    expect(signed.html).toContain("Viele Grüße<br>Anna Berg<br>Blattwerk GmbH");
  });

  it("a signature of names only takes the team's place under the mail's closing", () => {
    const signed = withSignature(mail("de", "green"), "Anna Berg\nInhaberin");
    expect(signed.text.trimEnd()).toMatch(/\n\nGrüne Grüße\nAnna Berg\nInhaberin$/);
    expect(signed.html).toContain("Grüne Grüße<br>Anna Berg<br>Inhaberin");
    expect(signed.html).not.toContain("Blattwerk-Team");
  });

  it("in English too", () => {
    const signed = withSignature(mail("en"), "Best regards\nAnna");
    expect(signed.text).not.toContain("Kind regards");
    expect(signed.text.trimEnd()).toMatch(/\n\nBest regards\nAnna$/);
  });

  it("a mail without the team's sign-off gets the signature at its end; no signature: the mail as it is", () => {
    const plain = { to: "a@example.de", subject: "x", text: "Hallo" };
    expect(withSignature(plain, "Anna Berg").text).toBe("Hallo\n\nAnna Berg\n");
    expect(withSignature(mail(), "  ")).toEqual(mail());
  });
});
