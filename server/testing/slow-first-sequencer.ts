import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest (kill -9 and restart, several processes, 1000-request fuzzing), longest
 * first, as measured in docs/ci-time.md. Without a results cache, as in a fresh clone in CI, Vitest
 * starts larger files first, which put these small ones last: one worker then ran the last minute alone.
 */
const SLOWEST = [
  "server/testing/hostile-account-input.test.ts",
  "server/testing/crash.test.ts",
  "server/testing/hostile-auth-input.test.ts",
  "server/testing/invoice-numbers-processes.test.ts",
  "server/testing/mail-crash.test.ts",
  "server/testing/scale-out-processes.test.ts",
  "server/auth/rate-limit.test.ts",
  "server/testing/hostile-input.test.ts",
  "server/orders/order-burst.test.ts",
];

const rank = (spec: TestSpecification) => {
  const i = SLOWEST.findIndex((file) => spec.moduleId.endsWith(file));
  return i === -1 ? SLOWEST.length : i;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keeps Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
