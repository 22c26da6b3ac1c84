import type { Services } from "../services";

/**
 * Refunds asked of Stripe and left pending (#44: Stripe did not answer, a process died between asking
 * and booking) are settled at start-up and every ten minutes. On the embedded database this process is
 * the only one (its lock file says so): nothing of the dead predecessor's is in flight any more.
 */
export function sweepRefunds(services: Services, databaseKind: "pglite" | "postgres") {
  const refunds = services.payments?.refunds;
  if (!refunds) return;
  const sweep = (olderThanMs?: number) =>
    refunds
      .sweep(olderThanMs)
      .catch((err) => console.error(`[payments] refund sweep: ${(err as Error).message}`));
  void sweep(databaseKind === "pglite" ? 0 : undefined);
  setInterval(() => sweep(), 600_000).unref();
}
