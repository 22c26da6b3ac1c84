import { PAGES } from "../../content/pages";
import { AboutCta } from "../features/info/about/about-cta";
import { AboutStory } from "../features/info/about/about-story";
import { AboutTeam } from "../features/info/about/about-team";
import { AboutTechnology } from "../features/info/about/about-technology";
import { AboutValues } from "../features/info/about/about-values";
import { infoMessages } from "../features/info/messages";
import { InfoHero } from "../features/info/shared/info-hero";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/about";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The page's editorial text in the request's language, from the server: the browser gets this one page in
 * this one language with the HTML instead of every info page in both languages in its JavaScript (#31).
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const locale = localeOf(new URL(request.url).pathname);
  return PAGES[locale].about;
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, infoMessages[localeOf(args.location.pathname)].INFO.about.meta);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { INFO } = useMessages(infoMessages);
  const ABOUT = loaderData;
  return (
    <>
      <InfoHero
        eyebrow={INFO.about.eyebrow}
        title={ABOUT.hero.heading}
        lead={ABOUT.hero.text}
        aside={
          <img
            src="/scan/phone-scan.svg"
            alt={INFO.about.heroImageAlt}
            width={400}
            height={300}
            className="w-full max-w-md rounded-3xl shadow-sm"
          />
        }
      />
      <AboutStory story={ABOUT.story} />
      <AboutValues values={ABOUT.values} />
      <AboutTechnology technology={ABOUT.technology} />
      <AboutTeam team={ABOUT.team} />
      <AboutCta cta={ABOUT.cta} />
    </>
  );
}
