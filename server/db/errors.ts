/** A configuration problem the operator must fix; printed as one clear line at start-up. */
export class DatabaseConfigError extends Error {}

/** What a customer reads while the database cannot be reached (answered with 503). */
export const SERVICE_UNAVAILABLE =
  "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.";

/** Connection-level database failures (server down, restarted, closed) are a 503, not a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  const codes = ["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "08000", "08003", "08006"];
  if (e?.code && codes.includes(e.code)) return true;
  if (
    /PGlite is closed|Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      e?.message ?? "",
    )
  )
    return true;
  return e?.cause ? isDatabaseUnavailable(e.cause) : false;
}

/**
 * Text PostgreSQL cannot hold (a NUL character, bytes that are not UTF-8) sent by a client: the
 * client's mistake, answered with 400, never a 500.
 */
export function isInvalidTextInput(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | undefined;
  if (e?.code === "22021" || e?.code === "22P05") return true;
  return e?.cause ? isInvalidTextInput(e.cause) : false;
}

export const INVALID_CHARACTERS = "Die Anfrage enthält Zeichen, die wir nicht verarbeiten können.";

/** A unique index refused a row (PostgreSQL 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | undefined;
  if (e?.code === "23505") return true;
  return e?.cause ? isUniqueViolation(e.cause) : false;
}
