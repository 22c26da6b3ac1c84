import type { Catalog } from "./catalog/catalog";
import { createLocalCatalog } from "./catalog/local";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createOrderService, type OrderService } from "./orders/order-service";

/** Everything a loader, action or API handler may use; handed to React Router as its load context. */
export interface Services {
  config: Config;
  database: Database;
  catalog: Catalog;
  orders: OrderService;
}

export function createServices(config: Config, database: Database): Services {
  const catalog = createLocalCatalog(database.db);
  return { config, database, catalog, orders: createOrderService({ db: database.db, catalog, config }) };
}
