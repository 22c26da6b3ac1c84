/** Spec §2: uppercase initials of first and last name, else the email's first letter, else "U". */
export function avatarInitials(
  u: { firstName?: string | null; lastName?: string | null; email?: string | null } | null,
) {
  const first = u?.firstName?.trim();
  const last = u?.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = u?.email?.trim();
  if (email) return email[0]!.toUpperCase();
  return "U";
}
