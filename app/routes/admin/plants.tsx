import { Link, useNavigation } from "react-router";
import { PLACEHOLDER_IMAGE } from "../../../domain/catalog/plant";
import { formatEuro } from "../../../domain/orders/money";
import { buttonClass } from "../../components/ui/button";
import { AdminError } from "../../features/admin/admin-error";
import { AdminList } from "../../features/admin/kit/admin-list";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { FilterBar, SearchField } from "../../features/admin/kit/filter-bar";
import { listHref, pageParam } from "../../features/admin/kit/list-url";
import { StatusBadge } from "../../features/admin/kit/status-badge";
import { PLANT_UI } from "../../features/admin/messages";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { ShopifyCatalogNotice } from "../../features/admin/shopify-notice";
import type { Route } from "./+types/plants";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${PLANT_UI.listTitle} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, config } = context.services;
  await requireStaff(request, admin, "plants");
  const shopifyStore = config.shopify ? (config.shopifyStoreDomain ?? "Shopify") : null;
  if (shopifyStore) return { shopifyStore, q: "", plants: [], total: 0, page: 1, pages: 1 };
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const { rows, ...paging } = await admin.plants.list(q, pageParam(url));
  return { shopifyStore, q, plants: rows, ...paging };
}

export default function AdminPlants({ loaderData }: Route.ComponentProps) {
  const { q, plants, total, page, pages, shopifyStore } = loaderData;
  const busy = useNavigation().state === "loading";
  return (
    <AdminPage
      title={PLANT_UI.listTitle}
      description={PLANT_UI.listDescription}
      actions={
        shopifyStore ? null : (
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
        )
      }
    >
      {shopifyStore ? (
        <ShopifyCatalogNotice store={shopifyStore} />
      ) : (
        <>
          <FilterBar
            role="search"
            submit={PLANT_UI.searchButton}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <SearchField
              label={PLANT_UI.name}
              id="plants-q"
              value={q}
              placeholder={PLANT_UI.searchPlaceholder}
              className="flex-1"
            />
          </FilterBar>
          <p role="status" className="text-sm text-stone-700" data-testid="plants-found">
            {PLANT_UI.found(total)}
          </p>
          <AdminList
            rows={plants}
            rowKey={(p) => p.id}
            empty={PLANT_UI.none}
            testId="plant-list"
            busy={busy}
            paging={{ page, pages, href: (n) => listHref({ q }, n) }}
          >
            {(p) => (
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
                  {p.sku || p.gtin ? (
                    <span
                      className="block truncate text-xs text-stone-700 tabular-nums"
                      data-testid="plant-codes"
                    >
                      {[p.sku ? `${PLANT_UI.sku} ${p.sku}` : "", p.gtin ? `${PLANT_UI.gtin} ${p.gtin}` : ""]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  ) : null}
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
                  {PLANT_UI.stock}: <span className="tabular-nums">{p.stock.toLocaleString("de-DE")}</span>
                </span>
                <StatusBadge
                  tone={p.published ? "leaf" : "grey"}
                  className="justify-self-end md:justify-self-auto"
                >
                  {p.published ? PLANT_UI.published : PLANT_UI.draft}
                </StatusBadge>
              </Link>
            )}
          </AdminList>
        </>
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
