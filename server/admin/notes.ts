import { and, desc, eq } from "drizzle-orm";
import { type OrderEditRefusal, parseNote } from "../../domain/orders/order-edit";
import type { Db } from "../db/client";
import { type NoteSubject, orders, staffNotes } from "../db/schema";
import { audit } from "./audit";
import type { Actor } from "./team";

/**
 * Internal notes of the back office (#34) on an order or a customer: added, never edited, listed newest
 * first. Each note is audited in its own transaction. Customers never see them: no customer page or mail
 * reads this table.
 */

export interface NoteView {
  id: string;
  at: string;
  authorEmail: string;
  text: string;
}

/** The subject's notes, newest first. */
export async function notesOf(db: Pick<Db, "select">, subject: NoteSubject, id: string): Promise<NoteView[]> {
  const rows = await db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.subjectType, subject), eq(staffNotes.subjectId, id)))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    authorEmail: r.authorEmail,
    text: r.text,
  }));
}

/** A saved note, or why not: its text (422), an unknown order (404) or customer (404). */
export type NoteResult =
  | { ok: true; note: NoteView }
  | ({ ok: false; status: 404 | 422 } & (OrderEditRefusal | { error: "unknown_order"; params?: undefined }));

/** Adds a note to `subject` `id` (an order's id, a customer's key), with its audit entry. */
export async function addNote(
  db: Db,
  actor: Actor,
  subject: NoteSubject,
  id: string,
  text: string,
): Promise<NoteResult> {
  const parsed = parseNote(text);
  if (!parsed.ok) return { ...parsed, status: 422 };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffNotes)
      .values({
        subjectType: subject,
        subjectId: id,
        authorId: actor.id,
        authorEmail: actor.email,
        text: parsed.value,
      })
      .returning();
    await audit(tx, {
      actor,
      action: `${subject}.note`,
      entity: { type: subject, id },
      after: { noteId: row!.id, text: parsed.value },
    });
    return {
      ok: true as const,
      note: { id: row!.id, at: row!.createdAt.toISOString(), authorEmail: row!.authorEmail, text: row!.text },
    };
  });
}

/** A note on the order with this number; 404 for an unknown number. */
export async function addOrderNote(db: Db, actor: Actor, number: string, text: string): Promise<NoteResult> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!order) return { ok: false, status: 404, error: "unknown_order" };
  return addNote(db, actor, "order", order.id, text);
}
