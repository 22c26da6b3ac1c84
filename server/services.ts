import type { Catalog } from "./catalog/catalog";
import { createLocalCatalog } from "./catalog/local";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createWithdrawalService, type WithdrawalService } from "./withdrawal/service";

/** Everything a loader, action or API handler may use; handed to React Router as its load context. */
export interface Services {
  config: Config;
  database: Database;
  catalog: Catalog;
  withdrawals: WithdrawalService;
}

export function createServices(config: Config, database: Database): Services {
  return {
    config,
    database,
    catalog: createLocalCatalog(database.db),
    withdrawals: createWithdrawalService(database.db),
  };
}
