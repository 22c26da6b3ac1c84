import type { Catalog } from "./catalog/catalog";
import { createLocalCatalog } from "./catalog/local";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createFinderService, type FinderService } from "./finder/service";

/** Everything a loader, action or API handler may use; handed to React Router as its load context. */
export interface Services {
  config: Config;
  database: Database;
  catalog: Catalog;
  finder: FinderService;
}

export function createServices(config: Config, database: Database): Services {
  const catalog = createLocalCatalog(database.db);
  return { config, database, catalog, finder: createFinderService(catalog) };
}
