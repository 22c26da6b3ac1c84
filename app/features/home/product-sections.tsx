import { AlertTriangle } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Await } from "react-router";
import type { Plant } from "../../../domain/catalog/plant";
import { LinkButton } from "../../components/ui/button";
import { useMessages } from "../../lib/i18n/react";
import { toast } from "../../lib/toast";
import { catalogMessages } from "../catalog/messages";
import { PlantCard, PlantCardSkeleton, PlantGrid } from "../catalog/plant-card";
import { usePlantDialog } from "../catalog/use-plant-dialog";
import { homeMessages } from "./messages";

/** What the home loader resolves: the catalogue's first plants, or why there are none. */
export interface HomeProducts {
  status: "loaded" | "empty" | "failed";
  plants: Plant[];
  /** Spec §3 fallbacks: 6 for Trending (also the first 4 for "Shop Our Plants"). */
  fallback: Plant[];
}

export const TRENDING_COUNT = 6;
export const SHOP_BLOCK_COUNT = 4;

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  const { HOME } = useMessages(homeMessages);
  return (
    <section aria-labelledby={`${id}-h`} className="mx-auto max-w-7xl px-4 py-12 md:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          {/* Both titles are the spec's English ("Trending", "Shop Our Plants"). */}
          <h2 id={`${id}-h`} className="text-3xl font-bold text-leaf-950">
            {title}
          </h2>
          <p className="mt-1 text-stone-600">{text}</p>
        </div>
        <LinkButton to="/shop" variant="outline" size="sm">
          {HOME.viewAll}
        </LinkButton>
      </div>
      {children}
    </section>
  );
}

function Grid({ plants, testid, columns }: { plants: Plant[]; testid: string; columns: 3 | 4 }) {
  const { open, dialog } = usePlantDialog();
  return (
    <>
      <PlantGrid columns={columns} data-testid={testid}>
        {plants.map((p) => (
          <PlantCard key={p.id} plant={p} onOpen={open} />
        ))}
      </PlantGrid>
      {dialog}
    </>
  );
}

function Loaded({ result, part }: { result: HomeProducts; part: "trending" | "shop" }) {
  const { CATALOG } = useMessages(catalogMessages);
  useEffect(() => {
    if (part === "trending" && result.status === "failed") {
      toast.error(CATALOG.productsFailedToast, { description: CATALOG.productsFailedToastText });
    }
  }, [result.status, part, CATALOG]);
  const source = result.plants.length ? result.plants : result.fallback;
  const plants = source.slice(0, part === "trending" ? TRENDING_COUNT : SHOP_BLOCK_COUNT);
  return (
    <div data-testid={`${part}-grid`} data-status={result.status}>
      {part === "trending" && result.status === "failed" ? (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" /> {CATALOG.productsFailed}
        </p>
      ) : null}
      <Grid plants={plants} testid={`${part}-cards`} columns={COLUMNS[part]} />
    </div>
  );
}

/** Trending: 6 in two rows of three (no orphans); "Shop Our Plants": 4 in one row. */
const COLUMNS = { trending: 3, shop: 4 } as const;

function Skeletons({ n, part }: { n: number; part: "trending" | "shop" }) {
  return (
    <PlantGrid columns={COLUMNS[part]}>
      {Array.from({ length: n }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <PlantCardSkeleton key={i} />
      ))}
    </PlantGrid>
  );
}

export function ProductSection({
  products,
  part,
}: {
  /** Resolved for a document request, a promise on client navigations (routes/home.tsx). */
  products: HomeProducts | Promise<HomeProducts>;
  part: "trending" | "shop";
}) {
  const { HOME } = useMessages(homeMessages);
  const trending = part === "trending";
  return (
    <Section
      id={part}
      title={trending ? HOME.trending : HOME.shopOurPlants}
      text={trending ? HOME.trendingText : HOME.shopOurPlantsText}
    >
      <Suspense fallback={<Skeletons n={trending ? TRENDING_COUNT : SHOP_BLOCK_COUNT} part={part} />}>
        <Await resolve={products}>{(result) => <Loaded result={result} part={part} />}</Await>
      </Suspense>
    </Section>
  );
}
