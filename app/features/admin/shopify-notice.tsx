import { buttonClass } from "../../components/ui/button";
import { AdminSection } from "./admin-section";
import { ADMIN, PLANT_UI } from "./messages";

/** A part of the shop that lives in Shopify: the back office says so and links to the store's admin. */
function ShopifyNotice({
  title,
  text,
  href,
  testId,
}: {
  title: string;
  text: string;
  href: string;
  testId: string;
}) {
  return (
    <AdminSection title={title} testId={testId}>
      <p className="text-stone-700">{text}</p>
      <a href={href} className={buttonClass("outline", "md", "mt-3")} rel="noreferrer">
        {PLANT_UI.shopifyLink}
      </a>
    </AdminSection>
  );
}

/** Shopify catalogue: plants are edited in Shopify; the back office only points there. */
export const ShopifyCatalogNotice = ({ store }: { store: string }) => (
  <ShopifyNotice
    title={PLANT_UI.shopifyTitle}
    text={PLANT_UI.shopifyText(store)}
    href={`https://${store}/admin/products`}
    testId="shopify-catalog"
  />
);

/** Shopify checkout: new orders are paid, shipped and refunded in Shopify; older local ones stay here. */
export const ShopifyOrdersNotice = ({ store }: { store: string }) => (
  <ShopifyNotice
    title={ADMIN.shopifyOrdersTitle}
    text={ADMIN.shopifyOrdersText(store)}
    href={`https://${store}/admin/orders`}
    testId="shopify-orders"
  />
);
