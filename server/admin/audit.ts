import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

/** The handle of a running transaction, or the database itself. */
type Writer = Pick<Db, "insert">;

export interface AuditEntry {
  actor: { id: string | null; email: string };
  /** What was done, e.g. "role.set" or "order.ship". */
  action: string;
  entity: { type: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** Writes one entry; call it in the transaction that makes the change, so both or neither remain. */
export async function audit(writer: Writer, e: AuditEntry): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: e.actor.id,
    actorEmail: e.actor.email,
    action: e.action,
    entityType: e.entity.type,
    entityId: e.entity.id,
    before: e.before ?? null,
    after: e.after ?? null,
  });
}

export interface AuditView {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** An object's history, newest first. */
export async function auditOf(db: Db, type: string, id: string, limit = 50): Promise<AuditView[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    actorEmail: r.actorEmail,
    action: r.action,
    before: r.before,
    after: r.after,
  }));
}
