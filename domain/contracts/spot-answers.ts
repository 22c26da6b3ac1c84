import { z } from "../text/zod-mini";

/**
 * Answers of /api/spots the browser checks (zod mini, see responses.ts). The measurement itself was
 * checked in full by the server (spots.ts) when it was stored; here its identity is enough.
 */
const keptSpot = z.looseObject({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  measurement: z.looseObject({ light: z.enum(["low", "medium", "high"]) }),
});

/** POST /api/spots (201) */
export const keptSpotSchema = z.object({ spot: keptSpot });

/** GET /api/spots, DELETE /api/spots/:id: the spots with each saved plant's fit. */
export const spotListSchema = z.object({
  spots: z.array(
    z.extend(keptSpot, {
      plants: z.array(
        z.object({ id: z.string(), name: z.string(), fit: z.enum(["ideal", "tolerates", "unsuitable"]) }),
      ),
    }),
  ),
});
