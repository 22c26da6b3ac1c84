import { expect, it } from "vitest";
import { refundPath } from "./approvals";

it("customer service refunds up to the limit itself, above it asks the owner; owner and accounting have no limit; packing none at all (#49 §3)", () => {
  expect(refundPath("service", 5000, 5000)).toBe("run");
  expect(refundPath("service", 5001, 5000)).toBe("ask");
  expect(refundPath("service", 1, 0)).toBe("ask");
  expect(refundPath("owner", 1_000_000, 0)).toBe("run");
  expect(refundPath("accounting", 1_000_000, 0)).toBe("run");
  expect(refundPath("packing", 1, 5000)).toBe("forbidden");
  expect(refundPath("customer", 1, 5000)).toBe("forbidden");
});
