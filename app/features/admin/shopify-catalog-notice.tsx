import { buttonClass } from "../../components/ui/button";
import { AdminSection } from "./admin-section";
import { PLANT_UI } from "./messages";

/** Shopify mode: the catalogue is edited in Shopify; the back office only points there. */
export function ShopifyCatalogNotice({ store }: { store: string }) {
  return (
    <AdminSection title={PLANT_UI.shopifyTitle} testId="shopify-catalog">
      <p className="text-stone-700">{PLANT_UI.shopifyText(store)}</p>
      <a
        href={`https://${store}/admin/products`}
        className={buttonClass("outline", "md", "mt-3")}
        rel="noreferrer"
      >
        {PLANT_UI.shopifyLink}
      </a>
    </AdminSection>
  );
}
