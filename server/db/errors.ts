/** A configuration problem the operator must fix; printed as one clear line at start-up. */
export class DatabaseConfigError extends Error {}
