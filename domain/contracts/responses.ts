/**
 * Every response contract the browser checks, in one module that app/lib/api.ts loads on the first
 * API call: zod's checks (about 15 KB gzip) stay out of the first view of every page.
 */
export { profileResponseSchema as profile, savedPlantsSchema as savedPlants } from "./account";
export { cartPricesSchema as cartPrices, plantListSchema as plantList } from "./catalog";
export {
  credentialsCheckSchema as credentialsCheck,
  hostedCheckoutSchema as hostedCheckout,
  productAnswerSchema as productAnswer,
} from "./catalog-function";
export { discountPreviewSchema as discountPreview } from "./order";
export { plantReviewsSchema as plantReviews, reviewIdSchema as reviewId } from "./reviews";
export { keptSpotSchema as keptSpot, spotListSchema as spotList } from "./spot-answers";
