/** The shop's clock: delivery days, order dates and measurement times are all on German time. */
export const SHOP_TIME_ZONE = "Europe/Berlin";
