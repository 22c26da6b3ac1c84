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
import { shopSettings } from "../db/schema";
import type { PublicChanges } from "../public-changes";

export type SettingsUpdateResult =
  | { ok: true; changed: boolean; version: number }
  | ({ ok: false; status: 400 | 409 } & Refusal<SettingsRefusals>);

/**
 * The one reader of the shop's settings (#34). Every process keeps the effective settings (the
 * environment's defaults with the groups saved in the back office over them) and the version they were
 * read at; `refresh` compares that version with the database's (one indexed row) and reads the values
 * again when another process changed them. The HTTP layer refreshes before every request, the mail
 * worker before every delivery: a change is effective at once in every process.
 *
 * What it keeps current is the process's `config` itself (`shop`, `business`, `invoicing`,
 * `freeShippingThresholdCents`) and the shop facts of the legal texts, so every existing reader of
 * those reads the current settings without a second source.
 */
export interface SettingsService {
  /** The settings as last read (refreshed per request). */
  current(): ShopSettings;
  /** The version `current()` was read at. */
  version(): number;
  /** Checks the database's version and reads the settings again if it moved; never throws. */
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

export function createSettingsService({
  db,
  config,
  facts,
  publicChanges,
}: {
  db: Db;
  config: Config;
  /** The legal texts' facts object, kept current in place. */
  facts?: ShopFacts;
  publicChanges?: Pick<PublicChanges, "changed">;
}): SettingsService {
  const defaults = structuredClone(config.shop);
  // The placeholder flag of the invoice belongs to the environment's bank account only.
  const envBankPlaceholder = config.invoicing.placeholder;
  let current = defaults;
  let version = -1;

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
    // Requests check at once, each on its own (a read begun before a change must not answer for a request
    // that came after it); a slower read of an older version never replaces a newer one.
    if (version !== -1 && (full?.version ?? 0) <= version) return current;
    const first = version === -1;
    const stored = (full?.values ?? {}) as Record<string, unknown>;
    apply(effectiveSettings(defaults, stored), Boolean(stored.bank));
    version = full?.version ?? 0;
    // Cached pages carry the old prices and texts: this process drops them.
    if (!first) publicChanges?.changed("settings");
    return current;
  }

  return {
    current: () => current,
    version: () => version,
    defaults: () => defaults,
    refresh() {
      return read().catch((err) => {
        console.error(`[settings] could not read the settings: ${(err as Error).message}`);
        return current;
      });
    },
    async update(actor, group, expectedVersion, form) {
      const parsed = parseSettingsGroup(group, form);
      if (!parsed.ok)
        return { ok: false, status: 400, error: "settings_invalid", params: { field: parsed.field } };
      const result = await db.transaction(async (tx): Promise<SettingsUpdateResult> => {
        const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for("update");
        const stored = (row?.values ?? {}) as Record<string, unknown>;
        const at = row?.version ?? 0;
        if (at !== expectedVersion) return { ok: false, status: 409, error: "settings_stale" };
        const before = effectiveSettings(defaults, stored)[group];
        const diff = settingsDiff(before as object, parsed.value as object);
        if (!diff) return { ok: true, changed: false, version: at };
        const values = { ...stored, [group]: parsed.value };
        const [saved] = await tx
          .insert(shopSettings)
          .values({ id: 1, version: at + 1, values })
          .onConflictDoUpdate({
            target: shopSettings.id,
            set: { version: sql`${shopSettings.version} + 1`, values, updatedAt: sql`now()` },
          })
          .returning({ version: shopSettings.version });
        await audit(tx, {
          actor,
          action: `settings.${group}`,
          entity: { type: "settings", id: group },
          before: diff.before,
          after: diff.after,
        });
        return { ok: true, changed: true, version: saved!.version };
      });
      if (result.ok && result.changed) await read().catch(() => current);
      return result;
    },
  };
}

/** The address the imprint shows for a placeholder-marked default, without the mark. */
export const withoutPlaceholder = (v: string) => v.replace(PLACEHOLDER_MARK, "").trim();
