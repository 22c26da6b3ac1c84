import type { PartnerContent } from "../../../../content/pages";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { CopyEmailButton } from "../shared/copy-email-button";

/** The second "Partner werden" button (spec §2: shown twice). */
export function PartnerCta({ partner }: { partner: PartnerContent }) {
  const { INFO } = useMessages(infoMessages);
  return (
    <section aria-labelledby="partner-cta-heading" className="px-4 py-14 md:px-6 md:py-20">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-leaf-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
        <div className="max-w-2xl">
          <h2 id="partner-cta-heading" className="text-3xl font-bold tracking-tight">
            {INFO.partner.ctaHeading}
          </h2>
          <p className="mt-3 text-lg text-leaf-100">{INFO.partner.ctaText}</p>
        </div>
        <CopyEmailButton
          email={partner.contactEmail}
          label={partner.buttonLabel}
          copiedToast={partner.copiedToast}
          variant="light"
          tone="dark"
          showHint
        />
      </div>
    </section>
  );
}
