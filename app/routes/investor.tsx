import { PAGES } from "../../content/pages";
import { InvestorContact } from "../features/info/investor/investor-contact";
import { InvestorHighlights } from "../features/info/investor/investor-highlights";
import { infoMessages } from "../features/info/messages";
import { InfoHero } from "../features/info/shared/info-hero";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/investor";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The page's editorial text in the request's language, from the server: the browser gets this one page in
 * this one language with the HTML instead of every info page in both languages in its JavaScript (#31).
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const locale = localeOf(new URL(request.url).pathname);
  return PAGES[locale].investor;
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, infoMessages[localeOf(args.location.pathname)].INFO.investor.meta);

export default function InvestorPage({ loaderData }: Route.ComponentProps) {
  const { INFO } = useMessages(infoMessages);
  const INVESTOR = loaderData;
  return (
    <>
      <InfoHero eyebrow={INFO.investor.eyebrow} title={INVESTOR.heading} lead={INVESTOR.intro} />
      <InvestorHighlights highlights={INVESTOR.highlights} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:px-6 md:py-20 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby="investor-story-heading">
          <h2 id="investor-story-heading" className="text-3xl font-bold tracking-tight text-leaf-950">
            {INFO.investor.storyHeading}
          </h2>
          <div className="mt-6 flex flex-col gap-5 text-lg leading-relaxed text-stone-700">
            {INVESTOR.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
        <div className="lg:sticky lg:top-24 lg:self-start lg:pt-14">
          <InvestorContact investor={INVESTOR} />
        </div>
      </div>
    </>
  );
}
