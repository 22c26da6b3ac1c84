import { ScanLine, Search } from "lucide-react";
import { useState } from "react";
import { Button } from "../components/ui/button";
import { finderMessages } from "../features/finder/messages";
import { useStartScan } from "../features/finder/scan-link";
import { localeOf } from "../lib/i18n/locale";
import { useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/concierge";

export const meta: Route.MetaFunction = (args) => {
  const { CONCIERGE } = finderMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: "Concierge", description: CONCIERGE.metaDescription });
};

/**
 * Spec §5: the scan is offered while the text contains "plant", in any letter case – and, since the
 * German page asks in German (#19), also for "Pflanze" (any form starting "pflanz").
 */
const mentionsPlant = (text: string): boolean => /plant|pflanz/.test(text.toLowerCase());

/** Search-style entry page (spec §2): for plants it offers the scan, via splash (and tutorial). */
export default function Page() {
  const { CONCIERGE } = useMessages(finderMessages);
  const [text, setText] = useState("");
  const startScan = useStartScan();
  const offerScan = mentionsPlant(text);
  return (
    <section className="mx-auto flex min-h-[80vh] max-w-2xl flex-col items-center justify-center gap-6 px-4 pt-28 pb-16 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-leaf-950 md:text-5xl">{CONCIERGE.title}</h1>
      <p className="text-lg text-stone-700">{CONCIERGE.subtitle}</p>
      <form
        className="flex w-full flex-col items-center gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (offerScan) startScan();
        }}
      >
        <label className="relative w-full">
          <span className="sr-only">{CONCIERGE.inputLabel}</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-5 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500"
          />
          <input
            type="text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={CONCIERGE.placeholder}
            maxLength={200}
            autoComplete="off"
            className="h-14 w-full rounded-full border border-stone-300 bg-white pl-14 pr-5 text-lg shadow-sm"
          />
        </label>
        <div aria-live="polite" className="min-h-13">
          {offerScan ? (
            <Button type="submit" variant="gradient" size="lg">
              <ScanLine aria-hidden className="h-5 w-5" />
              {CONCIERGE.startScan}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
