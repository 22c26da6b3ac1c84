/**
 * Settings of the shop the end-to-end tests run against (scripts/e2e-server.mjs sets them): a payment
 * term other than the default 14 days, so a page that hard-codes the term fails (#27).
 */
export const E2E_PAYMENT_TERM_DAYS = 30;
