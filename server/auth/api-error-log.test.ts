import { APIError } from "better-auth/api";
import { describe, expect, it, vi } from "vitest";
import { logAuthError } from "./api-error-log";

describe("logAuthError", () => {
  it("keeps refused requests (4xx) out of the error log", () => {
    const log = vi.fn();
    logAuthError(new APIError("BAD_REQUEST", { message: "Invalid JSON in request body" }), log);
    logAuthError(new APIError("UNAUTHORIZED"), log);
    logAuthError(new APIError("TOO_MANY_REQUESTS"), log);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs server faults and anything that is not an API error", () => {
    const log = vi.fn();
    const fault = new APIError("INTERNAL_SERVER_ERROR");
    const crash = new TypeError("db gone");
    logAuthError(fault, log);
    logAuthError(crash, log);
    expect(log.mock.calls).toEqual([
      ["[auth]", fault],
      ["[auth]", crash],
    ]);
  });
});
