import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button";
import { FormMessage } from "../../components/ui/field";
import { AdminSection } from "./admin-section";
import { NOTES_UI } from "./customer-messages";
import { formatDateTime } from "./format";

export interface NoteItem {
  id: string;
  at: string;
  authorEmail: string;
  text: string;
}

/**
 * Internal notes of an order or a customer (#34): the form first, then the notes, newest first. The
 * form posts intent "note" (and the order's version where the page has one, unused by the note).
 */
export function NotesSection({
  notes,
  result,
}: {
  notes: readonly NoteItem[];
  result?: { error: string } | { notice: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "note";
  const error = result && "error" in result ? result.error : undefined;
  // The field empties once per saved note, when its answer arrives: keyed on the list's length, the form
  // remounted again when the reloaded list came in a moment later, taking what was typed since (CI).
  const form = useRef<HTMLFormElement>(null);
  const saved = result && "notice" in result ? result : undefined;
  useEffect(() => {
    if (saved) form.current?.reset();
  }, [saved]);
  return (
    <AdminSection title={NOTES_UI.heading} testId="notes">
      <p className="mb-3 text-sm text-stone-600">{NOTES_UI.hint}</p>
      <Form method="post" ref={form} className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note-text" className="text-sm font-medium text-leaf-950">
          {NOTES_UI.label}
        </label>
        <textarea
          id="note-text"
          name="text"
          required
          maxLength={2000}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-error" : undefined}
          className="rounded-xl border border-stone-300 bg-white px-3 py-2 text-base focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-600/30"
        />
        {error ? (
          <p id="note-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : result && "notice" in result ? (
          <FormMessage tone="success">{result.notice}</FormMessage>
        ) : null}
        <Button type="submit" disabled={busy} className="self-start">
          {NOTES_UI.save}
        </Button>
      </Form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">{NOTES_UI.none}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" data-testid="note-list">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl bg-amber-50 px-4 py-3 text-sm" data-testid="note">
              <p className="whitespace-pre-line text-stone-900">{n.text}</p>
              <p className="mt-1 text-xs text-stone-700">
                {n.authorEmail} · <time dateTime={n.at}>{formatDateTime(n.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  );
}
