import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client";

/**
 * The versioned command of the back office (#17, #27): one transaction that reads a row, judges the
 * action, and writes `… version = version + 1 WHERE version = <the version the page showed>`. No row
 * means someone else acted first: 409, and the whole transaction rolls back, so the loser writes no
 * entry, audit or mail. Orders (server/orders/commands/lifecycle.ts, server/orders/commands/money.ts) and withdrawal
 * declarations (server/admin/withdrawals.ts) are changed this way.
 */

/** Any area's refusal: a code and the parameters of its message (domain/text/refusal.ts). */
export type AnyRefusal = { error: string; params?: object };

/**
 * A refused command: the HTTP status and the refusal, a code of the caller's area (#30); the page
 * renders its message (the back office: in German).
 */
export type CommandRefusal<R extends AnyRefusal = AnyRefusal> = {
  ok: false;
  status: 404 | 409 | 422 | 503;
} & R;

/** Thrown inside a command's transaction to roll it back and answer with this result. */
export class Refused extends Error {
  constructor(readonly result: CommandRefusal) {
    super(result.error);
  }
}

export const refuse = (status: CommandRefusal["status"], refusal: AnyRefusal) =>
  new Refused({ ok: false, status, error: refusal.error, ...(refusal.params && { params: refusal.params }) });

/**
 * Runs `work` in one transaction; a `Refused` thrown inside rolls it back and becomes the answer.
 * `F` names the codes the command's parts may throw (each area refuses through its own typed helper).
 */
export async function runCommand<R, F extends AnyRefusal = AnyRefusal>(
  db: Db,
  work: (tx: Tx) => Promise<R>,
): Promise<R | CommandRefusal<F>> {
  try {
    return await db.transaction(work);
  } catch (e) {
    if (e instanceof Refused) return e.result as CommandRefusal<F>;
    throw e;
  }
}

/** A table whose rows carry a uuid `id` and an optimistic `version`. */
type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The guarded write: `set` and a version step, only if the row still has the `expected` version;
 * else `conflict` (409) is thrown. Answers the new version.
 */
export async function writeVersioned<T extends Versioned>(
  tx: Tx,
  table: T,
  id: string,
  expected: number,
  set: PgUpdateSetSource<T>,
  conflict: AnyRefusal,
): Promise<number> {
  const [row] = (await tx
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, expected)))
    .returning({ version: table.version })) as { version: number }[];
  if (!row) throw refuse(409, conflict);
  return row.version;
}
