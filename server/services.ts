import type { Catalog } from "./catalog/catalog";
import { createLocalCatalog } from "./catalog/local";
import type { Config } from "./config";
import type { Database } from "./db/client";

/** Everything a loader, action or API handler may use; handed to React Router as its load context. */
export interface Services {
  config: Config;
  database: Database;
  catalog: Catalog;
}

export function createServices(config: Config, database: Database): Services {
  return { config, database, catalog: createLocalCatalog(database.db) };
}
