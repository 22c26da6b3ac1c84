const DATE_TIME = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

/** "25.11.2026, 08:21": dates in the back office are the shop's (Berlin) time, on server and browser alike. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

export function orderStatusBadge(status: string): string {
  switch (status) {
    case "completed":
      return "bg-green-100 text-green-900";
    case "processing":
      return "bg-blue-100 text-blue-900";
    case "shipped":
      return "bg-indigo-100 text-indigo-900";
    case "pending":
      return "bg-amber-100 text-amber-900";
    case "cancelled":
      return "bg-red-100 text-red-900";
    default:
      return "bg-stone-100 text-stone-900";
  }
}
