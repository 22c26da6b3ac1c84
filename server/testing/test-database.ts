import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { type AccountsApp, accountsApp, type Customer } from "./accounts";
import type { OpenOptions, TestDatabase } from "./databases";

export type OpenTestDatabase = Awaited<ReturnType<TestDatabase["open"]>>;

export interface SetUpTools {
  /** accountsApp on the file's database; its outbox is flushed before the database closes. */
  app(env?: Record<string, string>, options?: { build?: ServerBuild; clientDir?: string }): AccountsApp;
}

/**
 * The set-up of an integration test file, once per database of TEST_DATABASES (`describe.each`): opens
 * a fresh database before the file's tests and hands it to `ready`, which builds what the tests use; after
 * them, delivers what the apps made with `app` still have queued and closes the database. A file's own
 * `afterAll` registered after this call runs before the database closes (Vitest runs them as a stack).
 */
export function withTestDatabase(
  target: TestDatabase,
  options: OpenOptions & { timeout?: number } = {},
  ready?: (database: OpenTestDatabase, tools: SetUpTools) => unknown,
) {
  const { timeout, ...open } = options;
  let database: OpenTestDatabase | undefined;
  const apps: AccountsApp[] = [];
  beforeAll(async () => {
    const opened = await target.open(open);
    database = opened;
    await ready?.(opened, {
      app(env, appOptions) {
        const app = accountsApp(opened, env, appOptions);
        apps.push(app);
        return app;
      },
    });
  }, timeout);
  afterAll(async () => {
    for (const app of apps) await app.services.outbox.flush();
    await database?.dispose();
  });
}

/**
 * The usual set-up of an API test file: a fresh database, an app on it and two confirmed customers,
 * Anna and Ben, made before the file's tests and closed after them. Read the fields inside tests.
 */
export function withTwoCustomers(target: TestDatabase) {
  const s = {} as { database: OpenTestDatabase; t: AccountsApp; anna: Customer; ben: Customer };
  withTestDatabase(target, {}, async (database, { app }) => {
    s.database = database;
    s.t = app();
    s.anna = await s.t.signUp("Anna Bergmann");
    s.ben = await s.t.signUp("Ben Ott");
  });
  return s;
}
