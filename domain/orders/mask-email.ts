/**
 * An address shown to whoever holds an order link: enough for the customer to recognise it, too
 * little to harvest. Keeps the first two characters of the local part (one if it is that short) and
 * the domain: "anna.berg@example.de" → "an***@example.de".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}
