import { describe, expect, it } from "vitest";
import { z } from "./zod";

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("zod's own messages", () => {
  it("are German wherever a schema names none", () => {
    const profile = z.object({ firstName: z.string().max(3) }).strict();
    expect(first(profile, { firstName: "Anna", avatarUrl: "x" })).toBe("Höchstens 3 Zeichen.");
    expect(first(profile, { firstName: "A", avatarUrl: "x" })).toBe("Unbekanntes Feld: „avatarUrl“.");
    expect(first(profile, { firstName: "A", a: 1, b: 2 })).toBe("Unbekannte Felder: „a“, „b“.");
    expect(first(profile, "Anna")).toBe("Hier wird ein Objekt erwartet.");
    expect(first(profile, {})).toBe("Diese Angabe fehlt.");
    expect(first(z.number(), "5")).toBe("Hier wird eine Zahl erwartet.");
    expect(first(z.number().int(), 4.5)).toBe("Hier wird eine ganze Zahl erwartet.");
    expect(first(z.number().min(1), 0)).toBe("Die Zahl muss mindestens 1 sein.");
    expect(first(z.number().max(5), 6)).toBe("Die Zahl darf höchstens 5 sein.");
    expect(first(z.string().min(1), "")).toBe("Das darf nicht leer sein.");
    expect(first(z.array(z.string()).max(2), ["a", "b", "c"])).toBe("Höchstens 2 Einträge.");
    expect(first(z.boolean(), "ja")).toBe("Hier wird true oder false erwartet.");
    expect(first(z.email(), "anna")).toBe("Bitte gib eine gültige E-Mail-Adresse an.");
    expect(first(z.enum(["low", "high"]), "mid")).toBe("Erlaubt sind: „low“, „high“.");
    expect(first(z.literal(true), false)).toBe("Erlaubt ist nur „true“.");
  });

  it("leave a schema's own message alone", () => {
    expect(first(z.string().min(1, "Bitte gib deinen Namen an."), "")).toBe("Bitte gib deinen Namen an.");
  });

  it("never answer in English", () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.string().regex(/^\d+$/), "x"],
      [z.uuid(), "x"],
      [z.union([z.string(), z.number()]), true],
      [z.number().multipleOf(5), 3],
      [z.record(z.enum(["a"]), z.string()), { b: "x" }],
    ];
    for (const [schema, value] of schemas) {
      expect(first(schema, value)).not.toMatch(/invalid|expected|received|too (small|big)/i);
    }
  });
});
