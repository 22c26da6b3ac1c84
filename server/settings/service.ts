import { eq, sql } from "drizzle-orm";
import type { SettingsRefusals } from "../../domain/contracts/settings-messages";
import type { ShopFacts } from "../../domain/shop/brand";
import {
  effectiveSettings,
  PLACEHOLDER_MARK,
  parseSettingsGroup,
  type SettingsGroup,
  type ShopSettings,
  settingsDiff,
} from "../../domain/shop/settings";
import { shopFacts } from "../../domain/shop/shop-facts";
import type { Refusal } from "../../domain/text/refusal";
import { audit } from "../admin/audit";
import type { Actor } from "../admin/team";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Notifications } from "../db/notifications";
import { shopSettings } from "../db/schema";
import type { PublicChanges } from "../public-changes";

export type SettingsUpdateResult =
  | { ok: true; changed: boolean; version: number }
  | ({ ok: false; status: 400 | 409 } & Refusal<SettingsRefusals>);

/**
 * The one reader of the shop's settings (#34). Every process keeps the effective settings (the
 * environment's defaults with the groups saved in the back office over them) and the version they were
 * read at. A save applies its values in the saving process at once and announces itself with NOTIFY on
 * `SETTINGS_CHANNEL` (sent at its commit); every process listens (PostgreSQL: LISTEN on a connection of
 * its own; the embedded database: PGlite's listeners, for the instances of one process) and reads the
 * settings again when told. So `refresh`, which the HTTP layer calls before every request and the mail
 * worker before every delivery, costs no database query while the process listens (#45 §1); a change
 * reaches the other processes within milliseconds. The embedded database is held by one process (its
 * lock file), so every save is this process's own and no request starts a query: the requests that come
 * while the read at start (or a notice's read) runs wait for that one read. Only while PostgreSQL's
 * connection for notices is lost does `refresh` compare the version with the database's (one indexed
 * row), at most once a second; when it listens again, one version check catches up on what it missed.
 *
 * What it keeps current is the process's `config` itself (`shop`, `business`, `invoicing`,
 * `freeShippingThresholdCents`) and the shop facts of the legal texts, so every existing reader of
 * those reads the current settings without a second source.
 */
export interface SettingsService {
  /** The settings as last read or saved. */
  current(): ShopSettings;
  /** The version `current()` was read at. */
  version(): number;
  /**
   * The current settings: those kept while a notice would have said otherwise, else (shared by the
   * callers of the moment, and without notices at most once a second) checks the database's version and
   * reads them again if it moved; never throws.
   */
  refresh(): Promise<ShopSettings>;
  /** The environment's values (what a group falls back to). */
  defaults(): ShopSettings;
  /**
   * Saves one group from its form. `expectedVersion`: the version the form was read at; another
   * change since answers 409 `settings_stale` (nothing saved). Audited with old → new.
   */
  update(
    actor: Actor,
    group: SettingsGroup,
    expectedVersion: number,
    form: Record<string, unknown>,
  ): Promise<SettingsUpdateResult>;
}

/** The NOTIFY channel a saved setting is announced on (payload: the new version). */
export const SETTINGS_CHANNEL = "blattwerk_settings";

export function createSettingsService({
  db,
  config,
  facts,
  publicChanges,
  notifications,
}: {
  db: Db;
  config: Config;
  /** Where saves of other processes are announced; without it every refresh asks the database. */
  notifications?: Notifications;
  /** The legal texts' facts object, kept current in place. */
  facts?: ShopFacts;
  publicChanges?: Pick<PublicChanges, "changed">;
}): SettingsService {
  const defaults = structuredClone(config.shop);
  // The placeholder flag of the invoice belongs to the environment's bank account only.
  const envBankPlaceholder = config.invoicing.placeholder;
  let current = defaults;
  let version = -1;
  /** Notices are arriving (LISTEN is active). */
  let listening = false;
  /** Notices received so far: a read that began before the last one may be older than the database. */
  let notices = 0;
  /** `current` is what the database holds, as far as the notices tell: refresh needs no query. */
  let fresh = false;
  /**
   * The read in flight and the count of notices when it began. Every request that finds the settings
   * not fresh waits for this one read instead of starting its own: on the embedded database a query per
   * request queues every request on PGlite's one connection (#45 §1: the page cache fell to 0.41× the
   * static copy). A notice after it began makes it too old; the next caller starts another.
   */
  let inFlight: { seen: number; promise: Promise<ShopSettings> } | null = null;
  /** When the last read ended (ms since the epoch). */
  let checkedAt = 0;
  /** Versions this process is committing: their notice may arrive before `update` applies them. */
  const saving = new Set<number>();

  /** A read that saw the database after every notice so far makes `current` fresh while listening. */
  const check = (): Promise<ShopSettings> => {
    if (inFlight && inFlight.seen === notices) return inFlight.promise;
    const seen = notices;
    const promise = read()
      .then((settings) => {
        if (listening && notices === seen) fresh = true;
        return settings;
      })
      .finally(() => {
        checkedAt = Date.now();
        if (inFlight?.promise === promise) inFlight = null;
      });
    inFlight = { seen, promise };
    return promise;
  };
  notifications?.listen(SETTINGS_CHANNEL, {
    notify(payload) {
      // This process's own save (already applied by `update`) or a version read already: nothing new,
      // so no read. On the embedded database every save is one of this process's, so none at all.
      const announced = Number(payload);
      if (Number.isInteger(announced) && (announced <= version || saving.has(announced))) return;
      notices++;
      fresh = false;
      // Read at once, so the next request finds the change already applied.
      check().catch(() => {});
    },
    listening() {
      // At start, and after a lost connection: notices sent meanwhile are gone, so one version check.
      listening = true;
      notices++;
      fresh = false;
      check().catch(() => {});
    },
    lost() {
      listening = false;
      fresh = false;
    },
  });

  /** Takes `stored` (the saved groups) at `at` unless a newer version is already applied. */
  function adopt(stored: Record<string, unknown>, at: number) {
    // Reads and saves finish in any order: an older version never replaces a newer one.
    if (version !== -1 && at <= version) return;
    const first = version === -1;
    apply(effectiveSettings(defaults, stored), Boolean(stored.bank));
    version = at;
    // Cached pages carry the old prices and texts: this process drops them.
    if (!first) publicChanges?.changed("settings");
  }

  function apply(next: ShopSettings, bankSaved: boolean) {
    current = next;
    config.shop = next;
    Object.assign(config.business, next.business);
    config.freeShippingThresholdCents = next.shipping.freeFromCents;
    Object.assign(config.invoicing, {
      iban: next.bank.iban,
      bic: next.bank.bic,
      bankName: next.bank.bankName,
      placeholder: bankSaved ? false : envBankPlaceholder,
      paymentTermDays: next.payment.termDays,
    });
    if (facts) {
      const fresh = shopFacts(config);
      Object.assign(facts, {
        business: config.business,
        freeShippingThresholdCents: fresh.freeShippingThresholdCents,
        shippingCostsCents: fresh.shippingCostsCents,
        paymentTermDays: fresh.paymentTermDays,
        deliveryDays: fresh.deliveryDays,
      });
    }
  }

  async function read(): Promise<ShopSettings> {
    const [row] = await db
      .select({ version: shopSettings.version })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    const latest = row?.version ?? 0;
    if (latest === version) return current;
    const [full] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
    adopt((full?.values ?? {}) as Record<string, unknown>, full?.version ?? 0);
    return current;
  }

  return {
    current: () => current,
    version: () => version,
    defaults: () => defaults,
    refresh() {
      if (fresh) return Promise.resolve(current);
      // Without notices (PostgreSQL's connection for them lost, until it listens again; or not yet up at
      // start) a version check at most once a second: a save in another process then holds here within
      // about a second, and a burst of requests costs one query, not one each.
      if (!listening && version !== -1 && !inFlight && Date.now() - checkedAt < 1_000)
        return Promise.resolve(current);
      return check().catch((err) => {
        console.error(`[settings] could not read the settings: ${(err as Error).message}`);
        return current;
      });
    },
    async update(actor, group, expectedVersion, form) {
      const parsed = parseSettingsGroup(group, form);
      if (!parsed.ok)
        return { ok: false, status: 400, error: "settings_invalid", params: { field: parsed.field } };
      let saved: { values: Record<string, unknown>; version: number } | undefined;
      try {
        const result = await db.transaction(async (tx): Promise<SettingsUpdateResult> => {
          const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for("update");
          const stored = (row?.values ?? {}) as Record<string, unknown>;
          const at = row?.version ?? 0;
          if (at !== expectedVersion) return { ok: false, status: 409, error: "settings_stale" };
          const before = effectiveSettings(defaults, stored)[group];
          const diff = settingsDiff(before as object, parsed.value as object);
          if (!diff) return { ok: true, changed: false, version: at };
          const values = { ...stored, [group]: parsed.value };
          const [written] = await tx
            .insert(shopSettings)
            .values({ id: 1, version: at + 1, values })
            .onConflictDoUpdate({
              target: shopSettings.id,
              set: { version: sql`${shopSettings.version} + 1`, values, updatedAt: sql`now()` },
            })
            .returning({ version: shopSettings.version });
          saved = { values, version: written!.version };
          saving.add(saved.version);
          // Delivered at commit to every listening process (this one skips it: it applies the save itself).
          await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${String(saved.version)})`);
          await audit(tx, {
            actor,
            action: `settings.${group}`,
            entity: { type: "settings", id: group },
            before: diff.before,
            after: diff.after,
          });
          return { ok: true, changed: true, version: saved.version };
        });
        // Committed: this process holds the saved values at once, without reading them back (the row
        // was locked, so `values` is all that is stored at that version).
        if (result.ok && result.changed && saved) adopt(saved.values, saved.version);
        return result;
      } finally {
        if (saved) saving.delete(saved.version);
      }
    },
  };
}

/** The address the imprint shows for a placeholder-marked default, without the mark. */
export const withoutPlaceholder = (v: string) => v.replace(PLACEHOLDER_MARK, "").trim();
