import { Send } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { initiativeHref } from "./apply-href";

export function InitiativeCard({ email }: { email: string }) {
  const { INFO } = useMessages(infoMessages);
  const I = INFO.careers.initiative;
  return (
    <section
      aria-labelledby="initiative-heading"
      className="flex flex-col items-start gap-5 rounded-3xl bg-leaf-800 p-8 text-white md:flex-row md:items-center md:justify-between md:p-10"
    >
      <div>
        <h2 id="initiative-heading" className="text-2xl font-bold tracking-tight">
          {I.heading}
        </h2>
        <p className="mt-2 max-w-xl text-leaf-100">{I.text}</p>
      </div>
      <a href={initiativeHref(email, INFO.careers)} className={buttonClass("light", "lg", "shrink-0")}>
        <Send aria-hidden className="h-5 w-5" />
        {I.link}
      </a>
    </section>
  );
}
