import { CAREERS_EMAIL, PAGES } from "../../content/pages";
import { InitiativeCard } from "../features/info/careers/initiative-card";
import { JobList } from "../features/info/careers/job-list";
import { infoMessages } from "../features/info/messages";
import { InfoHero } from "../features/info/shared/info-hero";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/careers";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * The page's editorial text in the request's language, from the server: the browser gets this one page in
 * this one language with the HTML instead of every info page in both languages in its JavaScript (#31).
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const locale = localeOf(new URL(request.url).pathname);
  return { content: PAGES[locale].careers, email: CAREERS_EMAIL };
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, infoMessages[localeOf(args.location.pathname)].INFO.careers.meta);

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { INFO } = useMessages(infoMessages);
  const { content: CAREERS, email } = loaderData;
  return (
    <>
      <InfoHero narrow eyebrow={INFO.careers.eyebrow} title={CAREERS.heading} lead={CAREERS.intro} />
      <section
        aria-labelledby="jobs-heading"
        className="mx-auto flex max-w-4xl flex-col gap-8 px-4 pb-14 md:px-6 md:pb-20"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="jobs-heading" className="text-3xl font-bold tracking-tight text-leaf-950">
            {INFO.careers.listHeading}
          </h2>
          <p className="font-medium text-leaf-800">{INFO.careers.openings(CAREERS.jobs.length)}</p>
        </div>
        <JobList jobs={CAREERS.jobs} email={email} />
        <InitiativeCard email={email} />
      </section>
    </>
  );
}
