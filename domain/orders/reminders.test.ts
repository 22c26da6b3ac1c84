import { describe, expect, it } from "vitest";
import { automaticReminder, DEFAULT_REMINDER_SETTINGS, nextReminder } from "./reminders";

const base = { dueDate: "2026-12-01", today: "2026-12-07", openCents: 2689, sent: [], secondAfterDays: 14 };

describe("nextReminder (#50 §5)", () => {
  it("a first reminder once the due date has passed and money is open", () => {
    expect(nextReminder(base)).toEqual({ ok: true, value: 1 });
    expect(nextReminder({ ...base, today: "2026-12-01" })).toMatchObject({ error: "reminder_not_overdue" });
    expect(nextReminder({ ...base, openCents: 0 })).toMatchObject({ error: "reminder_not_overdue" });
    expect(nextReminder({ ...base, dueDate: null })).toMatchObject({ error: "reminder_not_overdue" });
  });

  it("the second no sooner than the set days after the first; no third", () => {
    const first = [{ level: 1, sentOn: "2026-12-07" }];
    expect(nextReminder({ ...base, sent: first, today: "2026-12-20" })).toEqual({
      ok: false,
      error: "reminder_too_soon",
      params: { from: "2026-12-21" },
    });
    expect(nextReminder({ ...base, sent: first, today: "2026-12-21" })).toEqual({ ok: true, value: 2 });
    expect(
      nextReminder({ ...base, sent: [...first, { level: 2, sentOn: "2026-12-21" }], today: "2027-02-01" }),
    ).toMatchObject({ error: "reminder_all_sent" });
  });
});

describe("automaticReminder (#50 §5)", () => {
  const on = { ...DEFAULT_REMINDER_SETTINGS, automatic: true, graceDays: 3 };
  const facts = { dueDate: "2026-12-01", openCents: 2000, sent: [] as { level: number; sentOn: string }[] };
  it("sends nothing while switched off", () => {
    expect(automaticReminder({ ...facts, today: "2026-12-20" }, DEFAULT_REMINDER_SETTINGS)).toBeNull();
  });
  it("waits the grace days after the due date for the first, then sends it", () => {
    expect(automaticReminder({ ...facts, today: "2026-12-04" }, on)).toBeNull();
    expect(automaticReminder({ ...facts, today: "2026-12-05" }, on)).toBe(1);
  });
  it("the second after its gap, no third, nothing once paid", () => {
    const sent = [{ level: 1, sentOn: "2026-12-05" }];
    expect(automaticReminder({ ...facts, sent, today: "2026-12-18" }, on)).toBeNull();
    expect(automaticReminder({ ...facts, sent, today: "2026-12-19" }, on)).toBe(2);
    expect(
      automaticReminder(
        { ...facts, sent: [...sent, { level: 2, sentOn: "2026-12-19" }], today: "2027-01-30" },
        on,
      ),
    ).toBeNull();
    expect(automaticReminder({ ...facts, openCents: 0, today: "2026-12-20" }, on)).toBeNull();
  });
});
