import { LinkButton } from "../components/ui/button";
import { BRAND } from "../lib/brand";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${BRAND.name} – Zimmerpflanzen online kaufen`,
    description:
      "Zimmerpflanzen online kaufen, geliefert in ganz Deutschland. Mit Blattwerk Scan misst du das Licht an deinem Platz und findest Pflanzen, die dort gedeihen.",
  });

export default function Home() {
  return (
    <section className="relative flex min-h-svh items-center overflow-hidden bg-leaf-950 text-white">
      <img
        src="/hero.svg"
        alt=""
        width={1600}
        height={1000}
        fetchPriority="high"
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/45 to-black/10" />
      <div className="relative mx-auto w-full max-w-7xl px-4 pt-16 md:px-6">
        <h1 className="max-w-2xl text-5xl font-bold leading-tight tracking-tight md:text-7xl">
          Kaufe deine perfekte Pflanze
        </h1>
        <p className="mt-6 max-w-xl text-lg text-white/90 md:text-xl">
          Miss mit {BRAND.scanName} das Licht an deinem Lieblingsplatz – wir zeigen dir die Pflanzen, die dort
          wirklich gedeihen.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to="/ai-finder" variant="gradient" size="lg">
            Scan starten
          </LinkButton>
          <LinkButton to="/shop" variant="light" size="lg">
            Alle Pflanzen ansehen
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
