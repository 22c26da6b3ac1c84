import { Form, Link, useNavigation } from "react-router";
import { formatEuro } from "../../../domain/money";
import { PLACEHOLDER_IMAGE } from "../../../domain/plant";
import { buttonClass } from "../../components/ui/button";
import { AdminError } from "../../features/admin/admin-error";
import { PLANT_UI } from "../../features/admin/messages";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { ShopifyCatalogNotice } from "../../features/admin/shopify-notice";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/plants";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${PLANT_UI.listTitle} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, config } = context.services;
  await requireStaff(request, admin);
  const shopifyStore = config.shopify ? (config.shopifyStoreDomain ?? "Shopify") : null;
  if (shopifyStore) return { shopifyStore, q: "", plants: [] };
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  return { shopifyStore, q, plants: await admin.plants.list(q) };
}

export default function AdminPlants({ loaderData }: Route.ComponentProps) {
  const { q, plants, shopifyStore } = loaderData;
  const busy = useNavigation().state === "loading";
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-leaf-950 md:text-3xl">
            {PLANT_UI.listTitle}
          </h1>
          <p className="text-stone-700">{PLANT_UI.listDescription}</p>
        </div>
        {shopifyStore ? null : (
          <div className="flex flex-wrap gap-2">
            <a href="/admin/plants/export.csv" download className={buttonClass("outline", "md")}>
              {PLANT_UI.exportCsv}
            </a>
            <Link to="/admin/plants/import" className={buttonClass("outline", "md")}>
              {PLANT_UI.importCsv}
            </Link>
            <Link to="/admin/plants/new" className={buttonClass("primary", "md")}>
              {PLANT_UI.newPlant}
            </Link>
          </div>
        )}
      </div>
      {shopifyStore ? (
        <ShopifyCatalogNotice store={shopifyStore} />
      ) : (
        <>
          <Form
            method="get"
            role="search"
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:items-end"
          >
            <div className="flex flex-1 flex-col gap-1.5">
              <label htmlFor="plants-q" className="text-sm font-medium text-leaf-950">
                {PLANT_UI.name}
              </label>
              <input
                id="plants-q"
                name="q"
                type="search"
                defaultValue={q}
                placeholder={PLANT_UI.searchPlaceholder}
                maxLength={100}
                className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
              />
            </div>
            <button type="submit" className={buttonClass("primary", "md")}>
              {PLANT_UI.searchButton}
            </button>
          </Form>
          <p role="status" className="text-sm text-stone-700" data-testid="plants-found">
            {PLANT_UI.found(plants.length)}
          </p>
          {plants.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-200">
              {PLANT_UI.none}
            </p>
          ) : (
            <ul
              aria-busy={busy}
              className="divide-y divide-stone-100 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
              data-testid="plant-list"
            >
              {plants.map((p) => (
                <li key={p.id}>
                  <Link
                    to={`/admin/plants/${p.id}`}
                    className="grid grid-cols-[3rem_1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[3rem_1fr_7rem_7rem_6rem]"
                  >
                    <img
                      src={p.image ?? PLACEHOLDER_IMAGE}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="h-12 w-12 rounded-lg bg-stone-100 object-cover"
                    />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-leaf-950">{p.name}</span>
                      <span className="block truncate text-sm italic text-stone-600">{p.botanicalName}</span>
                      {p.missingEnglish ? (
                        <span className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                          {PLANT_UI.missingEnglish}
                        </span>
                      ) : null}
                    </span>
                    <span className="text-right md:order-none">
                      <span className="block font-semibold tabular-nums">{formatEuro(p.priceCents)}</span>
                      <span className="block text-xs text-stone-600" data-testid="plant-vat">
                        {PLANT_UI.vatIncluded(p.vatRate)}
                      </span>
                    </span>
                    <span className="col-start-2 text-sm text-stone-700 md:col-start-auto">
                      {PLANT_UI.stock}:{" "}
                      <span className="tabular-nums">{p.stock.toLocaleString("de-DE")}</span>
                    </span>
                    <span
                      className={cn(
                        "justify-self-end rounded-full px-2.5 py-0.5 text-xs font-semibold md:justify-self-auto",
                        p.published ? "bg-leaf-100 text-leaf-900" : "bg-stone-200 text-stone-800",
                      )}
                    >
                      {p.published ? PLANT_UI.published : PLANT_UI.draft}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = AdminError;
