const DATE_TIME = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

/** "25.11.2026, 08:21": dates in the back office are the shop's (Berlin) time, on server and browser alike. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
