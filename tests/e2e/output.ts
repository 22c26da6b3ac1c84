/** Where a run keeps its results: parallel runs (several checkouts on one machine) keep them apart. */
export const E2E_OUTPUT = process.env.E2E_OUTPUT ?? "test-results";
