import { LEVELS } from "../catalog/plant";
import { MEASURE_PATHS, RESULT_NOTES } from "../scan/measurement";
import { SHADOWS, WINDOW_DIRECTIONS, WINDOW_DISTANCES } from "../scan/spot";
import { singleLineText } from "../text/text-schemas";
import { z } from "../text/zod";
import { spotKey } from "./spot-messages";

/** A customer may keep this many spots. */
export const MAX_SPOTS = 50;

const objectErrors = (issue: { code?: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Unbekanntes Feld: ${issue.keys?.join(", ")}. Gespeichert werden nur Name und Messwerte, keine Bilder.`
    : issue.code === "invalid_type"
      ? "Erwartet wird ein JSON-Objekt."
      : undefined;

const lux = (field: string) =>
  z
    .number({ error: `${field} muss eine Zahl sein.` })
    .min(0, `${field} darf nicht negativ sein.`)
    .max(200_000, `${field} ist unrealistisch groß.`);

/** The window as described (the manual spot and the window said beside a camera measurement). */
const windowFields = {
  distance: z.enum(WINDOW_DISTANCES, { error: "distance ist kein bekannter Abstand." }),
  azimuth: z.number().int().min(0).max(359, "azimuth muss zwischen 0 und 359 liegen.").optional(),
  obstruction: z.enum(["open", "some", "heavy"], { error: "obstruction ist unbekannt." }).optional(),
  plz: z
    .string()
    .regex(/^\d{5}$/, "plz muss fünf Ziffern haben.")
    .optional(),
};

const spotClass = z.enum(["too-dark", ...LEVELS], { error: "Unbekannte Lichtstufe." });
const seasonLight = z
  .object(
    { lux: lux("lux"), dli: z.number().min(0).max(200), level: z.enum(LEVELS) },
    { error: objectErrors },
  )
  .strict();

/** The numbers of a measurement, as the results page has them: never an image. */
export const spotMeasurement = z
  .object(
    {
      light: z.enum(LEVELS, { error: "light muss low, medium oder high sein." }),
      confidence: z
        .number({ error: "confidence muss eine Zahl zwischen 0 und 1 sein." })
        .min(0, "confidence muss eine Zahl zwischen 0 und 1 sein.")
        .max(1, "confidence muss eine Zahl zwischen 0 und 1 sein.")
        .optional(),
      lux: lux("lux").optional(),
      min: lux("min").optional(),
      max: lux("max").optional(),
      method: z.enum(["camera", "manual"], { error: "method muss camera oder manual sein." }),
      path: z.enum(MEASURE_PATHS, { error: "path ist kein bekannter Messweg." }).optional(),
      note: z.enum(RESULT_NOTES, { error: "note ist kein bekannter Hinweis." }).optional(),
      spot: z
        .object(
          {
            ...windowFields,
            window: z.enum(WINDOW_DIRECTIONS, { error: "window ist keine bekannte Fensterrichtung." }),
            shadow: z.enum(SHADOWS, { error: "shadow ist kein bekannter Schatten." }),
          },
          { error: objectErrors },
        )
        .strict()
        .optional(),
      // Kept since issue #28: when and how it was measured, the window said beside it, the seasons and
      // the verdict, so the account shows them again (all computed figures, never an image).
      at: z
        .number({ error: "at muss ein Zeitpunkt sein." })
        .int()
        .positive("at muss ein Zeitpunkt sein.")
        .optional(),
      reading: z
        .object(
          { lux: lux("reading.lux"), min: lux("reading.min").optional(), max: lux("reading.max").optional() },
          { error: objectErrors },
        )
        .strict()
        .optional(),
      window: z
        .object(
          {
            ...windowFields,
            // A camera measured daylight: there is a window.
            window: z.enum(["south", "east", "west", "north"], {
              error: "window ist keine bekannte Fensterrichtung.",
            }),
          },
          { error: objectErrors },
        )
        .strict()
        .optional(),
      seasons: z
        .object(
          {
            summer: seasonLight,
            winter: seasonLight,
            basis: z.enum(["scaled", "model"]).optional(),
            bound: z.enum(["min", "max"]).optional(),
          },
          { error: objectErrors },
        )
        .strict()
        .optional(),
      verdict: z
        .object(
          {
            kind: z.enum(["light", "too-dark"], { error: "verdict.kind ist unbekannt." }),
            dli: z.number().min(0).max(200).optional(),
            basis: z
              .enum([
                "camera",
                "camera+description",
                "description-within-camera",
                "model-within-camera",
                "description",
              ])
              .optional(),
            cameraLimit: z.enum(["no-exposure", "above-range", "below-range", "night"]).optional(),
            contradiction: z
              .object({ camera: spotClass, description: spotClass }, { error: objectErrors })
              .strict()
              .optional(),
            directSun: z.boolean().optional(),
          },
          { error: objectErrors },
        )
        .strict()
        .optional(),
    },
    { error: objectErrors },
  )
  .strict();

export type SpotMeasurement = z.infer<typeof spotMeasurement>;

export const newSpot = z
  .object(
    {
      // The one text rule for typed text (#29): one line, no control or bidi characters, visible.
      name: singleLineText(
        { max: 60, keyed: true },
        { required: spotKey("name"), tooLong: spotKey("nameTooLong") },
      ),
      measurement: spotMeasurement,
    },
    { error: objectErrors },
  )
  .strict();

/** A kept spot as the account and GET /api/spots show it. */
export interface Spot {
  id: string;
  name: string;
  measurement: SpotMeasurement;
  createdAt: string;
}

/** How a plant does at a spot (domain/scan/spot-fit.ts). */
export type Fit = "ideal" | "tolerates" | "unsuitable";

/** A spot with each of the customer's saved plants and how it would do there. */
export type SpotWithPlants = Spot & { plants: { id: string; name: string; fit: Fit }[] };
