import { Hono } from "hono";
import { z } from "zod";
import { LEVELS } from "../../domain/catalog/plant";
import { currentLocale } from "../http/api-locale";
import { readJson } from "../http/json-body";
import type { Services } from "../services";

const objectErrors = (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Unbekanntes Feld: ${issue.keys?.join(", ")}. Erlaubt sind nur Lichtwerte und Wünsche, keine Bilder.`
    : issue.code === "invalid_type"
      ? "Erwartet wird ein JSON-Objekt."
      : undefined;

/**
 * What the finder sends: numbers and levels measured on the device – never an image. `.strict()`, so
 * anything else (an image field, say) is refused instead of silently accepted.
 */
export const recommendationRequest = z
  .object(
    {
      light: z.enum(LEVELS, { error: "light muss low, medium oder high sein." }),
      confidence: z
        .number({ error: "confidence muss eine Zahl zwischen 0 und 1 sein." })
        .min(0, "confidence muss eine Zahl zwischen 0 und 1 sein.")
        .max(1, "confidence muss eine Zahl zwischen 0 und 1 sein."),
      lux: z
        .number({ error: "lux muss eine Zahl sein." })
        .min(0, "lux darf nicht negativ sein.")
        .max(200_000, "lux ist unrealistisch groß.")
        .optional(),
      method: z.enum(["camera", "manual"], { error: "method muss camera oder manual sein." }),
      preferences: z
        .object(
          {
            petFriendly: z.boolean({ error: "petFriendly muss true oder false sein." }).optional(),
            lowCare: z.boolean({ error: "lowCare muss true oder false sein." }).optional(),
          },
          { error: objectErrors },
        )
        .strict()
        .optional(),
    },
    { error: objectErrors },
  )
  .strict();

export type RecommendationRequest = z.infer<typeof recommendationRequest>;

/** POST /api/finder/recommendations: the ranked plants for a measured spot. */
export function finderApi({ finder }: Services) {
  const app = new Hono();
  app.post("/recommendations", async (c) => {
    const input = await readJson(c, recommendationRequest);
    // The page's language (X-Shop-Locale) for the plants' texts and the reasons (#19).
    const recommendations = await finder.recommend({
      light: input.light,
      ...(input.lux !== undefined ? { lux: input.lux } : {}),
      preferences: input.preferences,
      language: currentLocale(),
    });
    // Personal result: neither shared caches nor the browser keep it.
    c.header("Cache-Control", "no-store");
    return c.json({
      measurement: { light: input.light, confidence: input.confidence, lux: input.lux, method: input.method },
      recommendations,
    });
  });
  return app;
}
