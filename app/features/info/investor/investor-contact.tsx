import { Mail } from "lucide-react";
import type { InvestorContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { CopyEmailButton } from "../shared/copy-email-button";

/** The investor address, written out and copyable with one button (spec §2). */
export function InvestorContact({ investor }: { investor: InvestorContent }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <section
      id="kontakt"
      aria-labelledby="investor-contact-heading"
      className="rounded-3xl bg-leaf-800 p-8 text-white md:p-10"
    >
      <h2 id="investor-contact-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
        {INFO.investor.contactHeading}
      </h2>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-lg">
        <Mail aria-hidden className="h-5 w-5 text-leaf-200" />
        <span className="sr-only">{INFO.investor.emailLabel}: </span>
        <a href={`mailto:${investor.contactEmail}`} className="font-semibold underline underline-offset-4">
          {investor.contactEmail}
        </a>
      </p>
      <div className="mt-6">
        <CopyEmailButton
          email={investor.contactEmail}
          label={investor.buttonLabel}
          copiedToast={investor.copiedToast}
          variant="light"
          tone="dark"
        />
      </div>
    </section>
  );
}
