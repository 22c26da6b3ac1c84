/**
 * Spec §4: badge colours by status, and the status in the page's language (`labels`); a status without a
 * label shows with its first letter capitalised.
 */
export function orderStatusLabel(status: string, labels: Readonly<Record<string, string>> = {}): string {
  if (Object.hasOwn(labels, status)) return labels[status]!;
  return status ? status[0]!.toUpperCase() + status.slice(1) : status;
}

export function orderStatusClass(status: string): string {
  switch (status) {
    case "completed":
      return "bg-green-100 text-green-800";
    case "processing":
      return "bg-blue-100 text-blue-800";
    case "shipped":
      return "bg-indigo-100 text-indigo-800";
    case "pending":
      return "bg-yellow-100 text-yellow-800";
    case "cancelled":
      return "bg-red-100 text-red-800";
    default:
      return "bg-stone-100 text-stone-800";
  }
}
