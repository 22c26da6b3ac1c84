import { finderMessages } from "../features/finder/messages";
import { FloatingControls } from "../features/finder/recommendations/floating-controls";
import { MeasurementSummary } from "../features/finder/recommendations/measurement-summary";
import { NoMeasurement } from "../features/finder/recommendations/no-measurement";
import { PreferenceToggles } from "../features/finder/recommendations/preference-toggles";
import { RecommendationResults } from "../features/finder/recommendations/recommendation-results";
import { SaveSpot } from "../features/finder/recommendations/save-spot";
import { WindowForm } from "../features/finder/recommendations/window-form";
import { parseResult } from "../features/finder/result-params";
import { judgeCameraResult, spotResultFromParams } from "../features/finder/spot-result";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/plant-recommendations";

export const meta: Route.MetaFunction = (args) => {
  const { RESULTS } = finderMessages[localeOf(args.location.pathname)];
  // Personal results: not for search engines.
  return pageMeta(args, { title: RESULTS.title, description: RESULTS.description, noindex: true });
};

/**
 * The ranking is computed here from the URL (levels and numbers only), so results reload and share. It
 * is awaited (a fast, local computation): the spec's loading phase is the page's own 1 s counter.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const measured = parseResult(params);
  const result = measured ? judgeCameraResult(measured, params, Date.now()) : spotResultFromParams(params);
  const signedIn = !!(await context.services.auth.getUserId(request));
  if (!result) return { result: null, recommendations: null, signedIn };
  // Measured at night: no verdict, so no plants (the page asks for daylight or a description).
  if (result.verdict?.kind === "night") return { result, recommendations: [], signedIn };
  try {
    const recommendations = await context.services.finder.recommend({
      light: result.light,
      // The verdict's value decides which plants at least survive there (a too-dark spot: none).
      ...(result.verdict && result.lux !== undefined ? { lux: result.lux } : {}),
      directSun: !!result.verdict?.directSun,
      preferences: { petFriendly: result.pets, lowCare: result.lowCare },
      language: localeOf(new URL(request.url).pathname),
    });
    return { result, recommendations, signedIn };
  } catch (err) {
    console.error(`[finder] recommendations failed: ${(err as Error).message}`);
    return { result, recommendations: "failed" as const, signedIn };
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { RESULTS } = useMessages(finderMessages);
  const { result, recommendations, signedIn } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-36 pb-16 md:px-6">
      <FloatingControls />
      <h1 className="text-[1.75rem] font-bold tracking-tight text-leaf-950 sm:text-3xl md:text-4xl">
        {RESULTS.title}
      </h1>
      {result && recommendations ? (
        <>
          <MeasurementSummary result={result} />
          {result.method === "camera" && result.at !== undefined ? (
            <WindowForm hasSeasons={!!result.seasons} />
          ) : null}
          {result.verdict?.kind === "night" ? null : (
            <>
              <SaveSpot result={result} signedIn={signedIn} />
              <PreferenceToggles />
              <RecommendationResults
                recommendations={recommendations}
                loadKey={[result.light, result.confidence, result.lux, result.method].join("|")}
              />
            </>
          )}
        </>
      ) : (
        <NoMeasurement />
      )}
    </div>
  );
}
